/**
 * oidc-provider settings shaped like gov.br: its endpoint paths, code flow with PKCE S256 only, the claims the portal
 * reads placed in the ID token. Grants, sessions and codes live in a database through the adapter (adaptador.ts), and
 * the signing and cookie keys in the data folder (chaves.ts): a restart signs no one out (decision 0164).
 */
import type { Adapter, ClientMetadata, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { ConfigIdp } from '../config/env.js';
import type { ConjuntoChaves } from './chaves.js';
import { buscarCidadao, claimsDoCidadao } from './cidadaos.js';
import { paginaErro, paginaSaida, paginaSair } from './pagina-erro.js';

export const ROTAS_GOVBR = {
  authorization: '/authorize',
  token: '/token',
  jwks: '/jwk',
  userinfo: '/userinfo',
  end_session: '/logout',
} as const;

export const ESCOPOS = 'openid profile email phone';

const origem = (url: string) => new URL(url).origin;

/** The portal is gov.br's registered first-party client here: its grant is given without a consent screen. */
function concederAoPortal(clientId: string) {
  return async (ctx: KoaContextWithOIDC) => {
    const { oidc } = ctx;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
    if (grantId) return oidc.provider.Grant.find(grantId);
    if (oidc.client?.clientId !== clientId || !oidc.session?.accountId) return undefined;
    const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
    grant.addOIDCScope(ESCOPOS);
    await grant.save();
    return grant;
  };
}

function cliente(config: ConfigIdp): ClientMetadata {
  return {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    client_name: 'Portal Qualifica',
    redirect_uris: config.redirectUris,
    post_logout_redirect_uris: config.postLogoutRedirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
    id_token_signed_response_alg: 'RS256',
  };
}

export interface Persistencia {
  chaves: ConjuntoChaves;
  chavesDeCookie: string[];
  adaptador: new (tipo: string) => Adapter;
}

export function configuracaoProvedor(
  config: ConfigIdp,
  { chaves, chavesDeCookie, adaptador }: Persistencia,
): Configuration {
  const origensPermitidas = new Set([...config.redirectUris, ...config.postLogoutRedirectUris].map(origem));
  return {
    clients: [cliente(config)],
    jwks: chaves,
    routes: ROTAS_GOVBR,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'social_name'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    conformIdTokenClaims: false,
    clientAuthMethods: ['client_secret_post', 'client_secret_basic'],
    // Discovery and /jwk are open to every origin by oidc-provider; the other endpoints only to the portal's origins.
    clientBasedCORS: (_ctx, origin) => origensPermitidas.has(origin),
    cookies: { keys: chavesDeCookie },
    adapter: adaptador,
    findAccount: (_ctx, id) => {
      const cidadao = buscarCidadao(id);
      return cidadao && { accountId: cidadao.cpf, claims: () => claimsDoCidadao(cidadao) };
    },
    loadExistingGrant: concederAoPortal(config.clientId),
    interactions: { url: (_ctx, interaction) => `/interacao/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // gov.br offers neither pushed authorization requests nor introspection to the portal.
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => void (ctx.body = paginaSair(form)),
        postLogoutSuccessSource: (ctx) => void (ctx.body = paginaSaida()),
      },
    },
    renderError: (ctx, saida) => {
      ctx.type = 'html';
      ctx.body = paginaErro(
        'O pedido de entrada não é válido.',
        `${saida.error}: ${saida.error_description ?? ''}`,
      );
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
    },
  };
}
