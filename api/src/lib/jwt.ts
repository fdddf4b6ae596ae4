import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@portal/contracts';
import { Erros } from './http-error.js';

export type DadosDoToken = Omit<AccessTokenClaims, 'exp' | 'iat'>;

/** Short-lived HS256 access tokens carrying the session-id claim (sid = user id) and the server session. */
export class EmissorDeTokens {
  private readonly chave: Uint8Array;

  constructor(
    segredo: string,
    private readonly ttlSegundos: number,
  ) {
    this.chave = new TextEncoder().encode(segredo);
  }

  emitir(dados: DadosDoToken): Promise<string> {
    return new SignJWT({ ...dados })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSegundos}s`)
      .sign(this.chave);
  }

  /** A keyed digest of `texto` (HMAC-SHA256 with the token key): a value only this API can produce, e.g. for a cookie. */
  vincular(finalidade: string, texto: string): string {
    return createHmac('sha256', this.chave).update(`${finalidade}:${texto}`).digest('base64url');
  }

  /** Expired → 401 with Token-Expired; any other problem → plain 401. */
  async verificar(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.chave, { algorithms: ['HS256'] });
      return accessTokenClaimsSchema.parse(payload);
    } catch (erro) {
      if (erro instanceof errors.JWTExpired) throw Erros.tokenExpirado();
      throw Erros.naoAutenticado();
    }
  }
}
