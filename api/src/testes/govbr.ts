import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { Contexto } from './contexto.js';
import { cabecalhoDeVinculo } from '../govbr/vinculo-govbr.rotas.js';

/** The gov.br suites' IdP: its issuer, its RS256 key ('k1') and the ID tokens it signs. */
export const ISSUER = 'http://idp.teste/';
type ChavePrivada = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let chave: ChavePrivada;

/** A new key pair: `idToken` signs with the private half; the public half goes to the app or to the local IdP. */
export async function gerarChaves(): Promise<{ jwkPublica: JWK; pemPublica: string }> {
  const par = await generateKeyPair('RS256', { extractable: true });
  chave = par.privateKey;
  return {
    jwkPublica: { ...(await exportJWK(par.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' },
    pemPublica: await exportSPKI(par.publicKey),
  };
}

export function idToken(
  claims: Record<string, unknown>,
  opcoes: { iss?: string; aud?: string; exp?: number; key?: ChavePrivada } = {},
) {
  const agora = Math.floor(Date.now() / 1000);
  const unico = { nonce: NONCE, jti: crypto.randomUUID() };
  return new SignJWT({
    name: 'Cidadã Teste',
    email: 'cidada@exemplo.com.br',
    email_verified: true,
    ...unico,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(opcoes.iss ?? ISSUER)
    .setAudience(opcoes.aud ?? 'portal')
    .setIssuedAt(agora - 60)
    .setExpirationTime(opcoes.exp ?? agora + 300)
    .sign(opcoes.key ?? chave);
}

// The browser's sign-in attempt: its ID token was bound by the mediator's cookie (test/govbr-token-de-uso-unico.test.ts).
export const NONCE = 'nonce-da-tentativa';
export const naTentativa = (contexto: Contexto, token: string) => ({
  cookie: cabecalhoDeVinculo(contexto.app, token),
});
