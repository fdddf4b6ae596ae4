import type { Faq } from '@portal/contracts';

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
