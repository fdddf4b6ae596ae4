import type { ReactNode } from 'react';
import { EstadoCarga, type Carga } from '@portal/remoto';
import { Paginacao, totalDePaginas } from './paginacao';

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
  aoMudarPagina: (pagina: number) => void;
  /** The table of one page, given its caption. */
  children: (itens: T[], legenda: string) => ReactNode;
}

/** A page of an API list: loading and failure states, the count in a live region, the table, and paging. */
export function ListaPaginada<T>(props: ListaPaginadaProps<T>) {
  const { nome, rotuloPaginacao, resumo } = props.textos;
  return (
    <EstadoCarga carga={props.carga}>
      {({ itens, total, pagina, porPagina }) => (
        <>
          <p role="status">{resumo(total)}</p>
          {itens.length > 0
            ? props.children(itens, `${nome}, página ${pagina} de ${totalDePaginas(total, porPagina)}`)
            : null}
          <Paginacao
            rotulo={rotuloPaginacao}
            pagina={pagina}
            total={total}
            porPagina={porPagina}
            aoMudar={props.aoMudarPagina}
          />
        </>
      )}
    </EstadoCarga>
  );
}
