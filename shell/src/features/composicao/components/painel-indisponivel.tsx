import { Mensagem } from '@portal/contracts';
import { Botao, usePageTitle } from '@portal/ui';

export const TEXTO_TENTAR_NOVAMENTE = 'Tentar novamente';

/**
 * In-layout notice for one area whose remote could not be loaded; the header and other areas keep working.
 * Like any page it names the tab and takes focus, so keyboard and screen-reader users land on the notice.
 */
export function PainelIndisponivel({ aoTentarNovamente }: { aoTentarNovamente: () => void }) {
  const tituloRef = usePageTitle(Mensagem.servicoIndisponivel);
  return (
    <section className="painel painel--erro painel-indisponivel" role="alert" aria-labelledby="titulo-indisponivel">
      <h1 id="titulo-indisponivel" ref={tituloRef} tabIndex={-1}>
        {Mensagem.servicoIndisponivel}
      </h1>
      <p>Esta parte do portal não respondeu. As demais áreas continuam funcionando.</p>
      <Botao onClick={aoTentarNovamente}>{TEXTO_TENTAR_NOVAMENTE}</Botao>
    </section>
  );
}
