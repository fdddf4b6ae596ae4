import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { parteDosNucleos, tamanhoDoPoolDoLibuv } from '../lib/fila-de-hash.js';

/** Everything the API reads from the environment, read once, here and nowhere else. */
export interface Config {
  port: number;
  host: string;
  /** API processes (API_WORKERS, default one per core); PGlite, embedded in one process, always runs one (decision 0160). */
  apiWorkers: number;
  /** Proxies whose X-Forwarded-For is believed (proxy-addr syntax); the gateway runs on the same host. */
  trustProxy: string;
  databaseUrl: string | null;
  /** The primary itself when DATABASE_URL is a transaction pooler (decision 0205): locks, LISTEN, migrations. */
  databaseDirectUrl: string | null;
  /** A streaming replica for the public catalogue, with the primary as fallback (decision 0206). */
  databaseReplicaUrl: string | null;
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
  /** The test clock (/v1/dev/relogio, decision 1500): development only, loopback only (DEV_RELOGIO=1). */
  devRelogio: boolean;
  /** Working days a call-up gives to confirm, when the request names none (CONVOCACAO_DIAS_UTEIS, 1–30, default 3). */
  convocacaoDiasUteis: number;
  /** Seeds the demo accounts (known password) on an empty database; default on, except in production. */
  contasDemo: boolean;
  logLevel: string;
  /** Failures in a row of one account from one address before the progressive delay starts (decision 0121). */
  loginMaxTentativas: number;
  /** Failed sign-ins per address in 10 minutes, over every account the address is not known at (decision 0121). */
  loginMaxPorEndereco: number;
  smtpUrl: string | null;
  smtpRemetente: string;
  /** Event-loop lag (ms) past which new requests are shed with 503 + Retry-After (API_ATRASO_MAXIMO_MS, decision 0165). */
  sobrecargaAtrasoMaximoMs: number;
  /** Event-loop utilisation (0–1) past which new requests are shed (API_UTILIZACAO_MAXIMA; 0, the default, is off). */
  sobrecargaUtilizacaoMaxima: number;
  /** Password hashes waiting or running per process past which sign-ins get 503 (API_HASHES_NA_FILA, 0179; 0 = off). */
  hashesNaFila: number;
  /** Hashes handed to libuv's pool at once (API_HASHES_NO_POOL; 0, the default, lets FilaDeHash work it out, 0178). */
  hashesNoPool: number;
  /** Threads of this process's libuv pool: UV_THREADPOOL_SIZE as the process started with it, read as libuv reads it. */
  poolDoLibuv: number;
  /** How often the load is sampled (ms). */
  sobrecargaAmostraMs: number;
  /** Jobs on a schedule (clean-up of old counters); off in the API's tests, which build dozens of apps. */
  tarefasPeriodicas: boolean;
  /** Lists the classes reserved for tests in the public catalogue (only the e2e portal sets it; decision 0131). */
  exibirTurmasDeTeste: boolean;
  /** A repeat of the same public catalogue GET is served from this process's memory this long (decision 0174; 0 = off). */
  catalogoEmMemoriaMs: number;
}

/** The repository root, found upwards from this module: it runs from `src/config/` (tsx) and from `dist/` (build). */
function raizDoRepositorio(): string {
  let pasta = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(pasta, 'pnpm-workspace.yaml'))) {
    const acima = path.dirname(pasta);
    if (acima === pasta) return process.cwd();
    pasta = acima;
  }
  return pasta;
}
const REPO_ROOT = raizDoRepositorio();
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
    apiWorkers: Math.floor(numero(env.API_WORKERS, availableParallelism())),
    trustProxy: env.TRUST_PROXY || 'loopback',
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: (env.DATABASE_URL && env.DATABASE_DIRECT_URL) || null,
    databaseReplicaUrl: (env.DATABASE_URL && env.DATABASE_REPLICA_URL) || null,
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
    devRelogio: env.DEV_RELOGIO === '1',
    convocacaoDiasUteis: Math.min(30, Math.floor(numero(env.CONVOCACAO_DIAS_UTEIS, 3))),
    contasDemo: env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === '1' : !producao,
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxTentativas: numero(env.LOGIN_MAX_TENTATIVAS, 5),
    loginMaxPorEndereco: numero(env.LOGIN_MAX_POR_ENDERECO, 100),
    smtpUrl: env.SMTP_URL || null,
    smtpRemetente: env.SMTP_FROM || 'Portal Qualifica <nao-responda@qualifica.sp.gov.br>',
    tarefasPeriodicas: env.TAREFAS_PERIODICAS !== '0',
    sobrecargaAtrasoMaximoMs: numero(env.API_ATRASO_MAXIMO_MS, 300),
    sobrecargaUtilizacaoMaxima: Math.min(1, Number(env.API_UTILIZACAO_MAXIMA) || 0),
    sobrecargaAmostraMs: numero(env.API_AMOSTRA_DE_CARGA_MS, 250),
    hashesNaFila: Math.max(0, Math.floor(Number(env.API_HASHES_NA_FILA ?? 64) || 0)),
    hashesNoPool: Math.max(0, Math.floor(Number(env.API_HASHES_NO_POOL) || 0)),
    poolDoLibuv: tamanhoDoPoolDoLibuv(env.UV_THREADPOOL_SIZE),
    exibirTurmasDeTeste: env.EXIBIR_TURMAS_DE_TESTE === '1',
    catalogoEmMemoriaMs: Math.max(0, Number(env.CATALOGO_MEMORIA_MS ?? 1000) || 0),
  };
}

/**
 * argon2id runs on libuv's pool (decision 0178). A worker's pool is its share of the cores (issue 16 §4), so hashes
 * never outnumber the cores (0163). Only a process started with the variable gets that pool: the primary sets it for
 * its workers; a single ESM process keeps libuv's 4 (or the operator's value), and FilaDeHash bounds its hashes.
 */
export function dimensionarPoolDeThreads(
  processos: number,
  env: NodeJS.ProcessEnv = process.env,
  nucleos = availableParallelism(),
): void {
  env.UV_THREADPOOL_SIZE ||= String(parteDosNucleos(processos, nucleos));
}
