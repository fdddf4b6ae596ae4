import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import { ESCOPO_OIDC, govbr } from '@portal/contracts';
import { registrarEntradaGovBr, registrarSaidaGovBr } from '@portal/shared-auth';
import { RotaShell } from '../../../config/caminhos';

/** The API's token-mediating endpoint: it adds the client secret, which never reaches the browser (decision 0006). */
export const CAMINHO_TOKEN_MEDIADOR = govbr.token.caminho;

export interface ParametrosOidc {
  authority: string;
  clientId: string;
  apiBaseUrl: string;
  /** The portal's origin, e.g. http://localhost:8080. */
  origem: string;
}

/**
 * oidc-client-ts settings for gov.br: authorization code with PKCE (the library's default), the spec's scope,
 * and only the token endpoint replaced (metadataSeed wins over discovery); every other endpoint comes from
 * discovery. No silent renew and no session monitor: the product session is the API's own tokens.
 */
export function configuracaoOidc({
  authority,
  clientId,
  apiBaseUrl,
  origem,
}: ParametrosOidc): UserManagerSettings {
  const baseApi = new URL(apiBaseUrl || '/', `${origem}/`).href.replace(/\/+$/, '');
  return {
    authority,
    client_id: clientId,
    redirect_uri: `${origem}${RotaShell.retornoGovBr}`,
    post_logout_redirect_uri: `${origem}${RotaShell.home}`,
    response_type: 'code',
    scope: ESCOPO_OIDC,
    metadataSeed: { token_endpoint: `${baseApi}${CAMINHO_TOKEN_MEDIADOR}` },
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  };
}

export type CarregarGerenciador = () => Promise<UserManager>;

/**
 * The OpenID client is loaded on first use (a click on "Entrar com gov.br", the callback page, sign-out), so
 * visitors who never use gov.br do not download it. One instance per page.
 */
export function gerenciadorSobDemanda(parametros: ParametrosOidc): CarregarGerenciador {
  let gerenciador: Promise<UserManager> | null = null;
  return () =>
    (gerenciador ??= import('oidc-client-ts').then(
      ({ UserManager, WebStorageStateStore }) =>
        // Session storage: the gov.br tokens matter only until the product session is opened.
        new UserManager({
          ...configuracaoOidc(parametros),
          userStore: new WebStorageStateStore({ store: window.sessionStorage }),
        }),
    ));
}

/**
 * Lets remotes start a gov.br sign-in or sign-out through shared-auth (entrarComGovBr / sairDoGovBr)
 * without bundling an OpenID client of their own. Returns the function that undoes the registration.
 */
export function registrarGovBr(carregarGerenciador: CarregarGerenciador): () => void {
  // The redirects load with the OpenID client, on first use (../redirecionar-ao-govbr.ts).
  const redirecionar = () => import('../redirecionar-ao-govbr');
  const desfazerEntrada = registrarEntradaGovBr(async (returnUrl) => {
    const [gerenciador, { irEntrarNoGovBr }] = await Promise.all([carregarGerenciador(), redirecionar()]);
    await irEntrarNoGovBr(gerenciador, returnUrl);
  });
  const desfazerSaida = registrarSaidaGovBr(async () => {
    const [gerenciador, { irSairDoGovBr }] = await Promise.all([carregarGerenciador(), redirecionar()]);
    await irSairDoGovBr(gerenciador);
  });
  return () => {
    desfazerEntrada();
    desfazerSaida();
  };
}
