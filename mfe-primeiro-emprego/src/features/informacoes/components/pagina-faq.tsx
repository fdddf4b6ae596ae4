import { Rota } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { LinkPortal } from '../../../comum/componentes/link-portal';

const TITULO = 'Perguntas frequentes do Meu Primeiro Emprego';

/** meuprimeiroemprego/faq: GET /v1/faq?tipo=primeiro-emprego as native <details> (keyboard and readers for free). */
export function PaginaFaq() {
  const h1 = usePageTitle(TITULO);
  const carga = useCarga(() => catalogoApi.faq('primeiro-emprego'), 'faq');
  return (
    <article>
      <h1 ref={h1}>{TITULO}</h1>
      <EstadoCarga carga={carga}>
        {(perguntas) =>
          perguntas.length === 0 ? (
            <p>Ainda não há perguntas publicadas sobre este programa.</p>
          ) : (
            <div className="acordeao-faq">
              {perguntas.map((faq) => (
                <details key={faq.id}>
                  <summary>{faq.pergunta}</summary>
                  <p>{faq.resposta}</p>
                </details>
              ))}
            </div>
          )
        }
      </EstadoCarga>
      <p>
        Não encontrou sua dúvida? <LinkPortal para={Rota.faqForm}>Envie sua pergunta</LinkPortal>.
      </p>
    </article>
  );
}
