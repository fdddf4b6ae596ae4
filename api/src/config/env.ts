import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the API reads from the environment, read once, here and nowhere else. */
export interface Config {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax); the gateway runs on the same host. */
  trustProxy: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  dataDir: string;
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a session's refresh tokens, from sign-in (REFRESH_TOKEN_TTL_SECONDS, 7 days). */
  refreshTokenTtlSeconds: number;
  /** A refresh token unused this long expires (REFRESH_TOKEN_IDLE_SECONDS, 30 min): a shared computer left behind. */
  refreshTokenIdleSeconds: number;
  govbrIssuer: string;
  govbrClientId: string;
  govbrClientSecret: string;
  portalUrl: string;
  corsOrigins: string[];
  /** NODE_ENV=production or PORTAL_MODO=producao: development conveniences are refused (config/modo.ts). */
  producao: boolean;
  /** The local mailbox (/v1/dev/mensagens): development only, loopback only. */
  devMailbox: boolean;
  /** Seeds the demo accounts (known password) on an empty database; default on, except in production. */
  contasDemo: boolean;
  logLevel: string;
  /** Failures in a row of one account from one address before the progressive delay starts (decision 0121). */
  loginMaxTentativas: number;
  /** Failed sign-ins per address in 10 minutes, over every account the address is not known at (decision 0121). */
  loginMaxPorEndereco: number;
  smtpUrl: string | null;
  smtpRemetente: string;
  smtpIntervaloMs: number;
  /** Lists the classes reserved for tests in the public catalogue (only the e2e portal sets it; decision 0131). */
  exibirTurmasDeTeste: boolean;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_ORIGINS = [3100, 3101, 3102, 3103, 3104, 3105]
  .map((p) => `http://localhost:${p}`)
  .concat('http://localhost:8080');

function numero(valor: string | undefined, padrao: number): number {
  const n = Number(valor);
  return valor && Number.isFinite(n) && n > 0 ? n : padrao;
}

export function lerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const producao = env.NODE_ENV === 'production' || env.PORTAL_MODO === 'producao';
  return {
    producao,
    port: numero(env.API_PORT, 3000),
    host: env.API_HOST ?? '127.0.0.1',
    trustProxy: env.TRUST_PROXY || 'loopback',
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: numero(env.DATABASE_POOL_MAX, 20),
    dataDir: env.PORTAL_DATA_DIR || path.join(REPO_ROOT, '.data'),
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtlSeconds: numero(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlSeconds: numero(env.REFRESH_TOKEN_TTL_SECONDS, 60 * 60 * 24 * 7),
    refreshTokenIdleSeconds: numero(env.REFRESH_TOKEN_IDLE_SECONDS, 30 * 60),
    govbrIssuer: env.GOVBR_ISSUER || 'http://localhost:4000/',
    govbrClientId: env.GOVBR_CLIENT_ID || 'portal',
    govbrClientSecret: env.GOVBR_CLIENT_SECRET || 'segredo-local-portal',
    portalUrl: (env.PORTAL_URL || 'http://localhost:8080').replace(/\/$/, ''),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEV_ORIGINS,
    devMailbox: env.DEV_MAILBOX === '1',
    contasDemo: env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === '1' : !producao,
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxTentativas: numero(env.LOGIN_MAX_TENTATIVAS, 5),
    loginMaxPorEndereco: numero(env.LOGIN_MAX_POR_ENDERECO, 100),
    smtpUrl: env.SMTP_URL || null,
    smtpRemetente: env.SMTP_FROM || 'Portal Qualifica <nao-responda@qualifica.sp.gov.br>',
    smtpIntervaloMs: numero(env.SMTP_INTERVALO_MS, 5000),
    exibirTurmasDeTeste: env.EXIBIR_TURMAS_DE_TESTE === '1',
  };
}
