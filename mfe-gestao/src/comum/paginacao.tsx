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

/**
 * Previous / next with "Página x de y", announced when it changes. The buttons stay in the tab order and say when they
 * cannot go further (aria-disabled, not disabled): "Próxima página" pressed into the last page keeps the focus, which a
 * disabled button would drop to <body>.
 */
export function Paginacao({ rotulo, pagina, total, porPagina, aoMudar }: PaginacaoProps) {
  const ultima = totalDePaginas(total, porPagina);
  if (ultima === 1) return null;
  const ir = (destino: number) => () => {
    if (destino >= 1 && destino <= ultima) aoMudar(destino);
  };
  return (
    <nav aria-label={rotulo} className="gestao-paginacao">
      <Botao variante="secundario" aria-disabled={pagina <= 1 || undefined} onClick={ir(pagina - 1)}>
        Página anterior
      </Botao>
      <span role="status">{`Página ${pagina} de ${ultima}`}</span>
      <Botao variante="secundario" aria-disabled={pagina >= ultima || undefined} onClick={ir(pagina + 1)}>
        Próxima página
      </Botao>
    </nav>
  );
}
