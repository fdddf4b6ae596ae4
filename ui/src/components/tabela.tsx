import type { ReactNode } from 'react';

export interface TabelaProps {
  /** The caption (also the table's accessible name). */
  legenda: string;
  /** Only for screen readers, where the heading above already says it to sighted readers. */
  legendaOculta?: boolean;
  colunas: readonly string[];
  /** The rows: each names itself with a `<th scope="row">` where a column names the row. */
  children: ReactNode;
  className?: string;
}

/**
 * The portal's data tables: caption, column headers with scope, and a scroll box so a wide table never widens the
 * page (1.4.10 lets a data table scroll inside itself).
 */
export function Tabela({ legenda, legendaOculta = false, colunas, children, className }: TabelaProps) {
  return (
    <div className="tabela-rolagem">
      <table className={className}>
        <caption className={legendaOculta ? 'visualmente-oculto' : undefined}>{legenda}</caption>
        <thead>
          <tr>
            {colunas.map((coluna) => (
              <th key={coluna} scope="col">
                {coluna}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
