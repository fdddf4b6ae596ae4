import { useStore } from 'zustand';
import { estadoDoAplicativo } from '../estado-do-aplicativo';

/**
 * "Nova versão disponível — atualizar" (issue 30 item 6; decision 0406): when a new shell is installed and waiting,
 * the citizen chooses when the page reloads, never in the middle of a form. The status region is always there, empty
 * until then, so a screen reader announces the notice when it appears.
 */
export function AvisoDeNovaVersao() {
  const atualizar = useStore(estadoDoAplicativo, (estado) => estado.atualizar);
  return (
    <div className="shell-nova-versao" role="status">
      {atualizar && (
        <p className="shell-nova-versao__texto">
          Nova versão disponível —{' '}
          <button type="button" className="botao" onClick={atualizar}>
            atualizar
          </button>
        </p>
      )}
    </div>
  );
}
