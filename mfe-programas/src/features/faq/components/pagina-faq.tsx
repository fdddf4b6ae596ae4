import type { Faq } from '@portal/contracts';
import { usePageTitle, EstadoCarga, useCarga } from '@portal/ui';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';
import type { PaginaFaqConfig } from '../paginas-faq';

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
        <LinkPortal para="/faq-form">Envie sua pergunta</LinkPortal> e a equipe do programa responde por
        e-mail.
      </p>
    </article>
  );
}
