import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, type JWTPayload } from 'jose';
import { hashToken } from '../lib/segredos.js';
import { tokenInvalido } from '../plugins/app/govbr.js';
import { Regras, govbr } from '@portal/contracts';

/**
 * Binds a gov.br ID token to the browser's sign-in attempt. The browser's code exchange passes through the API's
 * mediator, which sees the ID token the IdP returns and sets an HttpOnly cookie with a keyed digest of that ID token
 * (not of its nonce alone: another ID token carrying the same nonce, from a refresh or a second exchange of the same
 * attempt, does not match; issue 27 §5); the ID token is then accepted only with that cookie and only once.
 */
const COOKIE = 'govbr_nonce';
const FINALIDADE = 'govbr-nonce';
const DEZ_MINUTOS = 600;

function idTokenDaResposta(corpo: unknown): string | null {
  const idToken = (corpo as { id_token?: unknown } | null)?.id_token;
  if (typeof idToken !== 'string') return null;
  try {
    const { nonce } = decodeJwt(idToken);
    return typeof nonce === 'string' && nonce ? idToken : null;
  } catch {
    return null;
  }
}

const vinculo = (app: FastifyInstance, idToken: string) =>
  app.tokens.vincular(FINALIDADE, hashToken(idToken));

/** In the mediator: the IdP's answer carried an ID token with a nonce → this browser gets the binding cookie. */
export function vincularNonce(app: FastifyInstance, reply: FastifyReply, corpo: unknown): void {
  const idToken = idTokenDaResposta(corpo);
  if (!idToken) return;
  void reply.setCookie(COOKIE, vinculo(app, idToken), {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.portalUrl.startsWith('https:'),
    path: govbr.autenticar.caminho,
    maxAge: DEZ_MINUTOS,
  });
}

/** The Cookie header a browser sends after the mediator bound `idToken` (tests that skip the code exchange). */
export const cabecalhoDeVinculo = (app: FastifyInstance, idToken: string) =>
  `${COOKIE}=${vinculo(app, idToken)}`;

function mesmoValor(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** In the ID-token exchange: the nonce must match this browser's cookie, and the token must not have been used. */
export async function exigirTentativaDoNavegador(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  idToken: string,
  claims: JWTPayload,
): Promise<void> {
  const cookie = request.cookies[COOKIE] ?? '';
  if (typeof claims.nonce !== 'string' || !mesmoValor(cookie, vinculo(app, idToken))) {
    throw tokenInvalido();
  }
  const chave = typeof claims.jti === 'string' ? `jti:${claims.jti}` : `sha256:${hashToken(idToken)}`;
  // Remembered until the verification's grace ends, not at exp: until then the same token still verifies (issue 27 §5).
  const esquecerEm = (claims.exp ?? 0) + Regras.tokenGraceSeconds;
  if (!(await app.repos.tokensGovBr.usarUmaVez(chave, esquecerEm))) throw tokenInvalido();
  void reply.clearCookie(COOKIE, { path: govbr.autenticar.caminho });
}
