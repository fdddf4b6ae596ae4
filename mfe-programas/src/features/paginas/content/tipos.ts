/** Shape of a public information page: plain data, so content editors never touch components. */
export interface SecaoPagina {
  titulo: string;
  paragrafos?: readonly string[];
  itens?: readonly string[];
}

export interface LinkPagina {
  texto: string;
  para: string;
}

export interface ConteudoPagina {
  /** Full path of the page, as in the route table. */
  caminho: string;
  titulo: string;
  resumo: string;
  secoes: readonly SecaoPagina[];
  links?: readonly LinkPagina[];
}
