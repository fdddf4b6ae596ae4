import type { ReactNode } from 'react';

export interface TabelaProps {
  /** The caption (also the table's accessible name). */
  legenda: string;
  colunas: readonly string[];
  /** The rows: each names itself with a `<th scope="row">`. */
  children: ReactNode;
}

/** The area's tables: caption, column headers with scope, and a scroll box so a wide table never widens the page. */
export function Tabela({ legenda, colunas, children }: TabelaProps) {
  return (
    <div className="tabela-rolagem">
      <table>
        <caption>{legenda}</caption>
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
