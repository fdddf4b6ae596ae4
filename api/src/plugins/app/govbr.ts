import fp from 'fastify-plugin';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ALGORITMOS_ID_TOKEN, Mensagem, Regras } from '@portal/contracts';
import { HttpError } from '../../lib/http-error.js';

interface Descoberta {
  issuer: string;
  jwks_uri: string;
  token_endpoint: string;
}

export const tokenInvalido = () =>
  new HttpError(401, Mensagem.govbrTokenInvalido, [Mensagem.govbrTokenInvalido]);

/** An ID token issued in the future beyond the clock grace was not issued by a sane clock: refused. */
function iatAceitavel(payload: JWTPayload): boolean {
  return typeof payload.iat === 'number' && payload.iat <= Date.now() / 1000 + Regras.tokenGraceSeconds;
}

/** gov.br (or the local IdP shaped like it): ID-token verification and the token-mediating code exchange. */
export class ClienteGovBr {
  private descoberta: Promise<Descoberta> | null = null;
  private chaves: JWTVerifyGetKey | undefined;

  constructor(
    private readonly issuer: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly http: typeof fetch,
    jwks?: JWTVerifyGetKey,
    /** Production passes RS256 alone (GOVBR_ALGORITMOS, config/modo.ts): gov.br signs with it (issue 27 item 6). */
    private readonly algoritmos: readonly string[] = ALGORITMOS_ID_TOKEN,
  ) {
    this.chaves = jwks;
  }

  /** Signature (key type matching the algorithm), exact issuer, audience and expiry with 600 s tolerance. */
  async verificarIdToken(idToken: string): Promise<JWTPayload & { sub: string }> {
    const chaves = this.chaves ?? (await this.chavesRemotas());
    try {
      const { payload } = await jwtVerify(idToken, chaves, {
        algorithms: [...this.algoritmos],
        issuer: this.issuer,
        audience: this.clientId,
        clockTolerance: Regras.tokenGraceSeconds,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (!this.audienciaConfere(payload) || !iatAceitavel(payload)) throw new Error('azp ou iat');
      return payload as JWTPayload & { sub: string };
    } catch {
      throw tokenInvalido();
    }
  }

  /** OpenID Connect Core §3.1.3.7: an audience list requires azp, and azp (when present) must name this client. */
  private audienciaConfere(payload: JWTPayload): boolean {
    if (Array.isArray(payload.aud) && payload.azp === undefined) return false;
    return payload.azp === undefined || payload.azp === this.clientId;
  }

  /** Redeems an authorization code at the IdP, adding the client secret (client_secret_post). */
  async trocarCodigo(form: Record<string, string>): Promise<{ status: number; corpo: unknown }> {
    const { token_endpoint } = await this.obterDescoberta();
    const corpo = new URLSearchParams({
      ...form,
      client_id: this.clientId,
      client_secret: this.clientSecret,
    });
    try {
      const resposta = await this.http(token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: corpo.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: resposta.status, corpo: await resposta.json() };
    } catch {
      throw new HttpError(502, Mensagem.govbrIndisponivel, [Mensagem.govbrIndisponivel]);
    }
  }

  private async chavesRemotas(): Promise<JWTVerifyGetKey> {
    const { jwks_uri } = await this.obterDescoberta();
    this.chaves = createRemoteJWKSet(new URL(jwks_uri));
    return this.chaves;
  }

  private obterDescoberta(): Promise<Descoberta> {
    this.descoberta ??= this.http(
      new URL(
        '.well-known/openid-configuration',
        this.issuer.endsWith('/') ? this.issuer : `${this.issuer}/`,
      ),
      {
        signal: AbortSignal.timeout(10_000),
      },
    )
      .then(async (r) => {
        if (!r.ok) throw new Error(`discovery ${r.status}`);
        return (await r.json()) as Descoberta;
      })
      .catch((erro: unknown) => {
        this.descoberta = null;
        throw erro instanceof HttpError
          ? erro
          : new HttpError(502, Mensagem.govbrIndisponivel, [Mensagem.govbrIndisponivel]);
      });
    return this.descoberta;
  }
}

export default fp<{ jwks?: JWTVerifyGetKey; fetch?: typeof fetch }>(
  async (app, opcoes) => {
    const { govbrIssuer, govbrClientId, govbrClientSecret, govbrAlgoritmos } = app.config;
    app.decorate(
      'govbr',
      new ClienteGovBr(
        govbrIssuer,
        govbrClientId,
        govbrClientSecret,
        opcoes.fetch ?? fetch,
        opcoes.jwks,
        govbrAlgoritmos,
      ),
    );
  },
  { name: 'cliente-govbr' },
);

declare module 'fastify' {
  interface FastifyInstance {
    govbr: ClienteGovBr;
  }
}
