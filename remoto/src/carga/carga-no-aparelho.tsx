import { useState } from 'react';
import { guardarNoAparelho, lerDoAparelho, sessionStore } from '@portal/shared-auth';
import { ehSemConexao, Painel } from '@portal/ui';
// The package's own name: in a remote's build it is the shared singleton, not a copy of it (this module is not).
import { useCarga, type Carga } from '@portal/remoto';
import { textoSemConexao } from '@portal/ui/texto-sem-conexao';

export interface CargaNoAparelho<T> extends Carga<T> {
  /** When the copy on screen was kept (ms since the epoch); null while the data is the API's answer of now. */
  copiaDe: number | null;
}

/**
 * `@portal/remoto/carga-no-aparelho`, a module each remote that uses it bundles (not the singleton): useCarga for a
 * signed-in citizen's own data (enrolments, a receipt, a call-up's deadline): each answer is kept on the
 * device for that user (shared-auth), and shown, dated, when the next load finds no connection (decision 0416).
 * `dono` says whose the answer is: one about another person is never kept. `tela` is the key of the copy and the load.
 */
export function useCargaNoAparelho<T>(
  tela: string,
  carregar: () => Promise<T>,
  dono: (dados: T) => number,
): CargaNoAparelho<T> {
  const [copiaDe, setCopiaDe] = useState<number | null>(null);
  // Loaded again when another person signs in on the same page: the copy and the load are per user.
  const idUsuario = sessionStore.getState().user?.id ?? 0;
  const carga = useCarga(async () => {
    try {
      const dados = await carregar();
      guardarNoAparelho(tela, dados, dono(dados));
      setCopiaDe(null);
      return dados;
    } catch (erro) {
      const copia = ehSemConexao(erro) ? lerDoAparelho<T>(tela) : null;
      if (!copia) throw erro;
      setCopiaDe(copia.em);
      return copia.dados;
    }
  }, `${tela}@${idUsuario}`);
  return { ...carga, copiaDe };
}

/** The notice above what a page shows from the device's copy. A polite status: it is news, not an error. */
export function AvisoSemConexao({ copiaDe }: { copiaDe: number | null }) {
  return (
    <div role="status">
      {copiaDe === null ? null : <Painel tipo="aviso">{textoSemConexao(copiaDe)}</Painel>}
    </div>
  );
}
