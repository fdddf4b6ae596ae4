/**
 * What the shell itself runs of @portal/remoto on its boot path (decision 0853): imported from
 * `@portal/remoto/hospedeiro`, a path that is not shared, so these are bundled in the shell's boot chunk while the
 * whole `@portal/remoto` stays the singleton remotes consume, provided by the same shell build (same modules, one
 * instance of each).
 */
export { PaginaNaoEncontrada } from './nao-encontrado/pagina-nao-encontrada';
export { PortalPropsProvider } from './parcel/portal-props';
export { hidratarOuRenderizar } from './parcel/raiz-em-transicao';
