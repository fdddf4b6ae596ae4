import { createHmac, timingSafeEqual } from 'node:crypto';
import { accessTokenClaimsSchema, type AccessTokenClaims } from '@portal/contracts';
import { Erros } from './http-error.js';

export type DadosDoToken = Omit<AccessTokenClaims, 'exp' | 'iat'>;

const CABECALHO = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function json(parte: string): Record<string, unknown> | null {
  try {
    const valor: unknown = JSON.parse(Buffer.from(parte, 'base64url').toString('utf8'));
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor)
      ? (valor as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Short-lived HS256 access tokens (compact JWS, RFC 7515/7519) carrying the session-id claim (sid = user id) and the
 * server session. HMAC-SHA256 by node:crypto on the calling thread, not jose's WebCrypto: WebCrypto runs each HMAC as
 * a job of the libuv pool, where it queues behind the argon2id hashes of a sign-in storm (decision 0177). Tokens stay
 * interchangeable with jose's (api/src/lib/jwt.test.ts).
 */
export class EmissorDeTokens {
  private readonly chave: Buffer;

  constructor(
    segredo: string,
    private readonly ttlSegundos: number,
  ) {
    this.chave = Buffer.from(segredo, 'utf8');
  }

  private assinatura(conteudo: string): string {
    return createHmac('sha256', this.chave).update(conteudo).digest('base64url');
  }

  emitir(dados: DadosDoToken): Promise<string> {
    const agora = Math.floor(Date.now() / 1000);
    const corpo = Buffer.from(
      JSON.stringify({ ...dados, iat: agora, exp: agora + this.ttlSegundos }),
    ).toString('base64url');
    const conteudo = `${CABECALHO}.${corpo}`;
    return Promise.resolve(`${conteudo}.${this.assinatura(conteudo)}`);
  }

  /** A keyed digest of `texto` (HMAC-SHA256 with the token key): a value only this API can produce, e.g. for a cookie. */
  vincular(finalidade: string, texto: string): string {
    return createHmac('sha256', this.chave).update(`${finalidade}:${texto}`).digest('base64url');
  }

  /** Expired → 401 with Token-Expired; any other problem → plain 401. */
  verificar(token: string): Promise<AccessTokenClaims> {
    return Promise.resolve().then(() => this.verificarAgora(token));
  }

  private verificarAgora(token: string): AccessTokenClaims {
    const partes = token.split('.');
    if (partes.length !== 3) throw Erros.naoAutenticado();
    const [cabecalho, corpo, assinatura] = partes as [string, string, string];
    // Only HS256, and no critical extension this code does not implement (RFC 7515 §4.1.11): no "none", no RS/HS mix.
    const protegido = json(cabecalho);
    if (protegido?.alg !== 'HS256' || 'crit' in protegido || protegido.b64 === false)
      throw Erros.naoAutenticado();
    // The signature is compared as the exact base64url text, in constant time: no second spelling of one token.
    const esperada = Buffer.from(this.assinatura(`${cabecalho}.${corpo}`));
    const recebida = Buffer.from(assinatura);
    if (recebida.length !== esperada.length || !timingSafeEqual(recebida, esperada))
      throw Erros.naoAutenticado();
    const claims = json(corpo);
    if (!claims || typeof claims.exp !== 'number') throw Erros.naoAutenticado();
    if (claims.exp <= Math.floor(Date.now() / 1000)) throw Erros.tokenExpirado();
    if ('nbf' in claims && !(typeof claims.nbf === 'number' && claims.nbf <= Date.now() / 1000))
      throw Erros.naoAutenticado();
    const lidas = accessTokenClaimsSchema.safeParse(claims);
    if (!lidas.success) throw Erros.naoAutenticado();
    return lidas.data;
  }
}
