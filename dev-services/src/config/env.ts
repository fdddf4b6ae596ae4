/**
 * The only reader of process.env in dev-services: every service gets plain option objects, so tests and the gateway
 * can start them with explicit values (an ephemeral port, a temporary data folder) without touching the environment.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

type Ambiente = Record<string, string | undefined>;

/** <repo root>: dev-services/src/config → three levels up. */
const RAIZ_REPOSITORIO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function numero(valor: string | undefined, padrao: number): number {
  const n = Number(valor);
  return valor && Number.isInteger(n) && n >= 0 ? n : padrao;
}

function lista(valor: string | undefined, padrao: string[]): string[] {
  const itens = (valor ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return itens.length > 0 ? itens : padrao;
}

export function pastaDados(env: Ambiente = process.env): string {
  return path.resolve(env.PORTAL_DATA_DIR || path.join(RAIZ_REPOSITORIO, '.data'));
}

export interface ConfigIdp {
  port: number;
  /** The address to listen on (IDP_HOST); unset: every interface, so both 127.0.0.1 and ::1 answer "localhost". */
  host?: string;
  /** With a trailing slash, like gov.br's. Undefined means `http://localhost:<port>/` once the port is known. */
  issuer?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  dataDir: string;
  /** PostgreSQL for the provider's grants and sessions (schema govbr_local); unset: PGlite in `<data>/idp-db`. */
  databaseUrl?: string;
}

export function lerConfigIdp(env: Ambiente = process.env): ConfigIdp {
  const port = numero(env.IDP_PORT, 4000);
  return {
    port,
    host: env.IDP_HOST || undefined,
    issuer: env.IDP_ISSUER || undefined,
    clientId: env.IDP_CLIENT_ID || 'portal',
    clientSecret: env.IDP_CLIENT_SECRET || 'segredo-local-portal',
    redirectUris: lista(env.IDP_REDIRECT_URIS, [
      'http://localhost:8080/autenticacao/govbr/retorno',
      'http://localhost:3100/autenticacao/govbr/retorno',
    ]),
    postLogoutRedirectUris: lista(env.IDP_POST_LOGOUT_REDIRECT_URIS, [
      'http://localhost:8080/home',
      'http://localhost:3100/home',
    ]),
    dataDir: pastaDados(env),
    databaseUrl: env.IDP_DATABASE_URL || undefined,
  };
}

export interface ConfigCep {
  port: number;
  /** The address to listen on (CEP_HOST); unset: every interface. */
  host?: string;
}

export function lerConfigCep(env: Ambiente = process.env): ConfigCep {
  return { port: numero(env.CEP_PORT, 4100), host: env.CEP_HOST || undefined };
}

/** The SMTP catcher of staging (issue 29): the relay's stand-in, always on one loopback address. */
export interface ConfigColetorSmtp {
  host: string;
  portaSmtp: number;
  portaHttp: number;
  dataDir: string;
}

export function lerConfigColetor(env: Ambiente = process.env): ConfigColetorSmtp {
  return {
    host: env.SMTP_HOST || '127.0.0.1',
    portaSmtp: numero(env.SMTP_PORT, 2525),
    portaHttp: numero(env.SMTP_HTTP_PORT, 8025),
    dataDir: pastaDados(env),
  };
}

/** Where the mailbox page reads the API's dev outbox from (the gateway may pass its own value). */
export function lerUrlApi(env: Ambiente = process.env): string {
  return env.API_URL || `http://localhost:${numero(env.API_PORT, 3000)}`;
}
