/**
 * Public API of @portal/remoto (decision 0219): what every remote runs, shared at run time as a singleton like
 * @portal/ui. The parcel's lifecycles, root and props, its links and routes, data loading and the not-found page.
 */
export * from './parcel';
export { useCarga, type Carga } from './carga/use-carga';
export { EstadoCarga, type EstadoCargaProps } from './carga/estado-carga';
export { NaoEncontrado, ehNaoEncontrado, idDaRota } from './nao-encontrado/nao-encontrado';
export {
  PaginaNaoEncontrada,
  AvisoNaoEncontrado,
  TITULO_NAO_ENCONTRADA,
} from './nao-encontrado/pagina-nao-encontrada';
export type { DestinoDeVolta } from './nao-encontrado/links-de-saida';
