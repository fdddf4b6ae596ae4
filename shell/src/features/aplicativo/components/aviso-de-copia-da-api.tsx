import { useStore } from 'zustand';
import { textoSemConexao } from '@portal/ui/texto-sem-conexao';
import { estadoDoAplicativo } from '../estado-do-aplicativo';
import { CLASSE_DO_AVISO_SEM_CONEXAO } from '../regras-de-cache';

/** A page opened from the device carries its own notice, first in <body> (`paginaComAviso`): one notice is enough. */
const paginaVeioDoAparelho = () => document.querySelector(`body > .${CLASSE_DO_AVISO_SEM_CONEXAO}`) !== null;

/**
 * "Sem conexão — informações de dd/mm às hh:mm" above the page (issue 30 item 3; decision 0403): offline, a page reached
 * through a link shows public data the service worker read from the device. The status region is always there, empty
 * until then, so a screen reader announces the notice when it appears.
 */
export function AvisoDeCopiaDaApi() {
  const copiaDe = useStore(estadoDoAplicativo, (estado) => estado.copiaDe);
  return (
    <div role="status">
      {copiaDe !== null && !paginaVeioDoAparelho() && (
        <p className={CLASSE_DO_AVISO_SEM_CONEXAO}>{textoSemConexao(copiaDe)}</p>
      )}
    </div>
  );
}
