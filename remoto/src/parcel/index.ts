/** What every remote shares: its parcel props, lifecycles, root and standalone host (docs/conventions.md). */
export { PortalPropsProvider, useNavegarFora, usePortalProps, type PortalProps } from './portal-props';
export { FalhaDoRemoto } from './falha-do-remoto';
export { RaizDoRemoto } from './raiz-do-remoto';
export { criarLifecycles, criarLifecyclesDoRemoto, type LifecyclesDoRemoto } from './criar-lifecycles';
export { hidratarOuRenderizar } from './raiz-em-transicao';
export { montarRemotoIsolado } from './montar-remoto-isolado';
export { criarLinkPortal, ehDaArea, type LinkPortalProps } from './link-portal';
export { rotasFinais } from './rotas-finais';
export { paginaSobDemanda } from './pagina-sob-demanda';
export { RotaGuardada, useUrlDoPortal, type RotaGuardadaProps } from './rota-guardada';
