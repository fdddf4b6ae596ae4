import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LinhaResumo {
  chave: string;
  valor: ReactNode;
  /** Where to change this answer; the hidden text tells screen readers which answer the link changes. */
  alterar?: string;
}

/** GOV.UK summary list: a description list with a "change" link per answer. */
export function ListaResumo({ linhas }: { linhas: readonly LinhaResumo[] }) {
  return (
    // Columns come from ui's stylesheet (.lista-resumo): stacked on phones, label, answer and link from 36 rem.
    <dl className="lista-resumo">
      {linhas.map((linha) => (
        <div key={linha.chave} className="lista-resumo__linha">
          <dt>{linha.chave}</dt>
          <dd>{linha.valor}</dd>
          <dd>
            {linha.alterar ? (
              <Link to={linha.alterar}>
                Alterar<span className="visualmente-oculto"> {linha.chave.toLowerCase()}</span>
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
