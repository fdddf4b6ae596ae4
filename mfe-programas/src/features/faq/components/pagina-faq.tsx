import { Rota, type Faq } from '@portal/contracts';
import { concederAcessoFaleConosco } from '@portal/shared-auth';
import { Botao, usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga, useNavegarFora } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import type { PaginaFaqConfig } from '../paginas-faq';
import { RotaProgramas } from '../../../config/caminhos';

/**
 * Native <details>/<summary>: keyboard (Enter/Space) and screen-reader support come from the browser, and every
 * answer stays findable with the browser's own search.
 */
export function AcordeaoFaq({ perguntas }: { perguntas: readonly Faq[] }) {
  if (perguntas.length === 0) return <p>Ainda não há perguntas publicadas sobre este assunto.</p>;
  return (
    <div className="acordeao-faq">
      {perguntas.map((faq) => (
        <details key={faq.id} className="acordeao-faq__item">
          <summary>{faq.pergunta}</summary>
          <p>{faq.resposta}</p>
        </details>
      ))}
    </div>
  );
}

/** The spec's contact flag is granted here, where the flow leads to fale-conosco (issue #10 item 22). */
function BotaoFaleConosco() {
  const navegarFora = useNavegarFora();
  function abrirFaleConosco() {
    concederAcessoFaleConosco();
    navegarFora(Rota.faleConosco);
  }
  return (
    <Botao variante="secundario" onClick={abrirFaleConosco}>
      Não encontrei minha resposta
    </Botao>
  );
}

/** One FAQ page: the questions of its type as an accordion, and where to ask when the answer is not there. */
export function PaginaFaq({ pagina }: { pagina: PaginaFaqConfig }) {
  const h1 = usePageTitle(pagina.titulo);
  const carga = useCarga(() => catalogoApi.faq(pagina.tipo), `faq:${pagina.tipo}`);
  return (
    <article>
      <h1 ref={h1}>{pagina.titulo}</h1>
      <p>{pagina.introducao}</p>
      <EstadoCarga carga={carga}>{(perguntas) => <AcordeaoFaq perguntas={perguntas} />}</EstadoCarga>
      <h2>Não encontrou sua dúvida?</h2>
      <p>
        <LinkPortal para={RotaProgramas.faqForm}>Envie sua pergunta</LinkPortal> e a equipe do programa
        responde por e-mail.
      </p>
      <BotaoFaleConosco />
    </article>
  );
}
