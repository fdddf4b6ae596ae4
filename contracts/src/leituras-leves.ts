/**
 * Zod-free readers for the few shapes that every page checks while it boots (the registry has its own, in
 * registro-remotos.ts): the access token's claims, the refresh answer and an API error body. zod costs about 27 KiB gzip, and the boot path of
 * the shell and of shared-auth must not download it; forms load it with their own route. This module imports zod
 * only as types. `leituras-leves.test.ts` holds each reader to the same answers as its zod schema.
 */
import type { AccessTokenClaims, AuthenticationResponse } from './schemas/auth.js';
import type { Alerta } from './schemas/common.js';

type Objeto = Record<string, unknown>;

const ehObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);
const ehTexto = (valor: unknown): valor is string => typeof valor === 'string';
const ehNumero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor);

/** Same as `alertaSchema`: `{ message, errors[] }` of strings. */
export function lerAlerta(valor: unknown): Alerta | null {
  if (!ehObjeto(valor) || !ehTexto(valor.message) || !Array.isArray(valor.errors)) return null;
  if (!valor.errors.every(ehTexto)) return null;
  return { message: valor.message, errors: [...valor.errors] };
}

/** Same as `authenticationResponseSchema`. */
export function lerRespostaAutenticacao(valor: unknown): AuthenticationResponse | null {
  if (!ehObjeto(valor) || !ehTexto(valor.token) || !ehTexto(valor.refreshToken)) return null;
  return { token: valor.token, refreshToken: valor.refreshToken };
}

/** Same as `accessTokenClaimsSchema` (`sid` coerced to a positive integer, `aceitouTermo` false when absent). */
export function lerClaimsDoToken(valor: unknown): AccessTokenClaims | null {
  if (!ehObjeto(valor)) return null;
  const { sessao, name, email, role, exp, iat, uf, nomeSocial } = valor;
  const sid = Number(valor.sid);
  const aceitouTermo = valor.aceitouTermo ?? false;
  if (!Number.isSafeInteger(sid) || sid <= 0 || typeof aceitouTermo !== 'boolean') return null;
  if (![sessao, name, email, role].every(ehTexto) || !ehNumero(exp) || !ehNumero(iat)) return null;
  if ([uf, nomeSocial].some((v) => v !== undefined && v !== null && !ehTexto(v))) return null;
  const claims = { sid, sessao, name, email, role, aceitouTermo, exp, iat } as AccessTokenClaims;
  if (uf !== undefined) claims.uf = uf as string | null;
  if (nomeSocial !== undefined) claims.nomeSocial = nomeSocial as string | null;
  return claims;
}
