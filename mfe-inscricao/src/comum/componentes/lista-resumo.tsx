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
    <dl
      className="lista-resumo"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 1fr) 2fr auto', gap: '0.75rem 1rem' }}
    >
      {linhas.map((linha) => (
        <div key={linha.chave} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 700 }}>{linha.chave}</dt>
          <dd style={{ margin: 0 }}>{linha.valor}</dd>
          <dd style={{ margin: 0 }}>
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
