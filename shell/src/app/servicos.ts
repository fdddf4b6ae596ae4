import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { env } from '../config/env';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { buscarRegistroRemotos } from '../features/composicao/api/registro-remotos';
import { criarGerenciadorOidc } from '../features/govbr/api/configuracao-oidc';

/** The shell's long-lived services, built once from the run-time configuration. */
export function criarServicos() {
  return {
    catalogo: new CatalogoRemotos({ registerRemotes, loadRemote }, () => buscarRegistroRemotos(env.remotesUrl)),
    gerenciadorOidc: criarGerenciadorOidc({
      authority: env.oidcAuthority,
      clientId: env.oidcClientId,
      apiBaseUrl: env.apiBaseUrl,
      origem: window.location.origin,
    }),
    urlAnalytics: env.analyticsUrl,
  };
}

export type ServicosDoShell = ReturnType<typeof criarServicos>;
