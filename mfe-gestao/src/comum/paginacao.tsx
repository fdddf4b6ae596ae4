import { Botao } from '@portal/ui';

export interface PaginacaoProps {
  /** What is being paged, for the navigation's name ("Páginas das turmas"). */
  rotulo: string;
  pagina: number;
  total: number;
  porPagina: number;
  aoMudar: (pagina: number) => void;
}

export function totalDePaginas(total: number, porPagina: number): number {
  return Math.max(1, Math.ceil(total / porPagina));
}

/** Previous / next with "Página x de y"; the buttons stay in the tab order and say when they cannot go further. */
export function Paginacao({ rotulo, pagina, total, porPagina, aoMudar }: PaginacaoProps) {
  const ultima = totalDePaginas(total, porPagina);
  if (ultima === 1) return null;
  return (
    <nav aria-label={rotulo} className="gestao-paginacao">
      <Botao variante="secundario" disabled={pagina <= 1} onClick={() => aoMudar(pagina - 1)}>
        Página anterior
      </Botao>
      <span>{`Página ${pagina} de ${ultima}`}</span>
      <Botao variante="secundario" disabled={pagina >= ultima} onClick={() => aoMudar(pagina + 1)}>
        Próxima página
      </Botao>
    </nav>
  );
}
