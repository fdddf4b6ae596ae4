import type { FastifyInstance } from 'fastify';

export interface OrigensExternas {
  /** The OpenID provider: oidc-client-ts fetches its metadata/tokens and the silent renew runs in an iframe. */
  idp: string;
  /** The postal service, called straight from the browser by the candidate forms. */
  cep: string;
}

/** Pages under this prefix are local developer tools (the mailbox) with their own inline markup. */
const PREFIXO_FERRAMENTAS = '/dev/';

export function politicaDeConteudo({ idp, cep }: OrigensExternas): string {
  const externas = [new URL(idp).origin, new URL(cep).origin].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React style props and the design tokens set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${externas}`,
    `form-action 'self' ${externas}`,
    `frame-src ${new URL(idp).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Adds the same security headers to every answer, static or proxied. */
export function registrarCabecalhosDeSeguranca(app: FastifyInstance, origens: OrigensExternas): void {
  const csp = politicaDeConteudo(origens);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!request.url.startsWith(PREFIXO_FERRAMENTAS)) reply.header('Content-Security-Policy', csp);
    return payload;
  });
}
