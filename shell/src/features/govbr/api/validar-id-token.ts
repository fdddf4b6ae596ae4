import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ALGORITMOS_ID_TOKEN, Regras } from '@portal/contracts';

export interface ClaimsGovBr extends JWTPayload {
  name?: string;
  email?: string;
}

const chavesPorUri = new Map<string, JWTVerifyGetKey>();

/** One remote key set per JWKS address, so keys are fetched once and refreshed by jose when they rotate. */
export function chavesRemotas(jwksUri: string): JWTVerifyGetKey {
  let chaves = chavesPorUri.get(jwksUri);
  if (!chaves) {
    chaves = createRemoteJWKSet(new URL(jwksUri));
    chavesPorUri.set(jwksUri, chaves);
  }
  return chaves;
}

/**
 * Checks the ID token's signature in the browser as the spec says: the listed algorithms, 600 s of grace,
 * no issuer check. The API verifies it again, strictly, before opening a session.
 */
export async function validarIdToken(idToken: string, chaves: JWTVerifyGetKey): Promise<ClaimsGovBr> {
  const { payload } = await jwtVerify(idToken, chaves, {
    algorithms: [...ALGORITMOS_ID_TOKEN],
    clockTolerance: Regras.tokenGraceSeconds,
  });
  return payload as ClaimsGovBr;
}
