import { useEffect, useRef, type ReactNode } from 'react';
import { EstadoCarga, type Carga } from '@portal/remoto';
import { Paginacao, totalDePaginas } from './paginacao';
import type { ModoDaMudanca } from './parametros';

export interface PaginaDaApi<T> {
  itens: T[];
  total: number;
  pagina: number;
  porPagina: number;
}

export interface TextosDaLista {
  /** What is listed, capitalised ("Turmas"): the table's caption starts with it. */
  nome: string;
  /** The pagination's accessible name ("Páginas das turmas"). */
  rotuloPaginacao: string;
  /** The sentence the live region announces for a total ("3 turmas encontradas."). */
  resumo: (total: number) => string;
}

export interface ListaPaginadaProps<T> {
  carga: Carga<PaginaDaApi<T>>;
  textos: TextosDaLista;
  /** Goes to a page; `substituir` when the list corrects a page that no longer exists (no history entry for it). */
  aoMudarPagina: (pagina: number, modo?: ModoDaMudanca) => void;
  /** The table of one page, given its caption. */
  children: (itens: T[], legenda: string) => ReactNode;
}

/** A page of an API list: loading and failure states, the count in a live region, the table, and paging. */
export function ListaPaginada<T>(props: ListaPaginadaProps<T>) {
  return (
    <EstadoCarga carga={props.carga}>
      {(pagina) => (
        <PaginaDaLista pagina={pagina} textos={props.textos} aoMudarPagina={props.aoMudarPagina}>
          {props.children}
        </PaginaDaLista>
      )}
    </EstadoCarga>
  );
}

interface PaginaDaListaProps<T> extends Omit<ListaPaginadaProps<T>, 'carga'> {
  pagina: PaginaDaApi<T>;
}

function PaginaDaLista<T>({ pagina: dados, textos, aoMudarPagina, children }: PaginaDaListaProps<T>) {
  const { itens, total, pagina, porPagina } = dados;
  const ultima = totalDePaginas(total, porPagina);
  // An action can empty the page on screen (its rows called up under the filter "Ativa"): read again, the same page
  // lies past the end, with no rows and no paging to leave it. The last page that exists takes its place.
  const alemDoFim = itens.length === 0 && total > 0 && pagina > ultima;
  const mudarPagina = useRef(aoMudarPagina);
  mudarPagina.current = aoMudarPagina;
  useEffect(() => {
    if (alemDoFim) mudarPagina.current(ultima, { substituir: true });
  }, [alemDoFim, ultima]);
  return (
    <>
      <p role="status">{textos.resumo(total)}</p>
      {itens.length > 0 ? children(itens, `${textos.nome}, página ${pagina} de ${ultima}`) : null}
      <Paginacao
        rotulo={textos.rotuloPaginacao}
        pagina={pagina}
        total={total}
        porPagina={porPagina}
        aoMudar={aoMudarPagina}
      />
    </>
  );
}
