/** Server-only API of @portal/remoto: prerendering a remote's pages (Node, at deploy time). */
export { preRenderizarPagina, preRenderizarRemoto, type PaginaPreRenderizada } from './pre-renderizar';
export { executarPreRenderizacao, preRenderizarNaImplantacao } from './pre-renderizar-na-implantacao';
export { ID_DADOS_PRE_RENDERIZADOS } from '../carga/dados-pre-renderizados';
