import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { ALGORITMOS_ID_TOKEN } from '@portal/contracts';
import { parteDosNucleos, tamanhoDoPoolDoLibuv } from '../lib/fila-de-hash.js';

/** Everything the API reads from the environment, read once, here and nowhere else. */
export interface Config {
  port: number;
  host: string;
  /** API processes (API_WORKERS, default one per core); PGlite, embedded in one process, always runs one (decision 0160). */
  apiWorkers: number;
  /**
   * Proxies whose X-Forwarded-For is believed (proxy-addr syntax); development: loopback (the gateway on the same host),
   * production: no default (config/modo.ts).
   */
  trustProxy: string;
  databaseUrl: string | null;
  /** The primary itself when DATABASE_URL is a transaction pooler (decision 0227): the start lock and LISTEN. */
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
  /** Signature algorithms accepted on gov.br ID tokens (GOVBR_ALGORITMOS); production: RS256 only (config/modo.ts). */
  govbrAlgoritmos: string[];
  portalUrl: string;
  /** PORTAL_URL was set (production needs the real address: it is the origin of every link the portal sends). */
  portalUrlDefinida: boolean;
  corsOrigins: string[];
  /**
   * NODE_ENV=production, PORTAL_MODO=producao or PORTAL_AMBIENTE=producao|homologacao: development conveniences and
   * defaults are refused (config/modo.ts).
   */
  producao: boolean;
  /** PORTAL_AMBIENTE: staging (homologacao) is production that allows loopback and http addresses (issue 29 §2). */
  ambiente: Ambiente;
  /** The local mailbox (/v1/dev/mensagens): development only, loopback only. */
  devMailbox: boolean;
  /** The test clock (/v1/dev/relogio, decision 1500): development only, loopback only (DEV_RELOGIO=1). */
  devRelogio: boolean;
  /** Working days a call-up gives to confirm, when the request names none (CONVOCACAO_DIAS_UTEIS, 1–30, default 3). */
  convocacaoDiasUteis: number;
  /** Seeds the demo accounts (known password) on an empty database; default on, except in production. */
  contasDemo: boolean;
  /**
   * Staging only (CONTAS_DE_TESTE_ARQUIVO): the test accounts get a password generated at each start, written to this
   * file (mode 0600) for the test runner and nowhere else (config/contas-de-teste.ts).
   */
  contasDeTesteArquivo: string | null;
  /** The OpenAPI page /v1/docs (API_DOCUMENTACAO=1); default on in development only. */
  documentacao: boolean;
  logLevel: string;
  /** Failures in a row of one account from one address before the progressive delay starts (decision 0151). */
  loginMaxTentativas: number;
  /** Failed sign-ins per address in 10 minutes, over every account the address is not known at (decision 0151). */
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

/** The local gov.br provider's defaults (dev-services): development only; production refuses them (config/modo.ts). */
export const GOVBR_LOCAL = {
  issuer: 'http://localhost:4000/',
  clientSecret: 'segredo-local-portal',
} as const;

/** gov.br signs its ID tokens with RS256: production accepts that alone (issue 27 item 6). */
export const ALGORITMOS_DE_PRODUCAO = ['RS256'] as const;

export type Ambiente = 'desenvolvimento' | 'homologacao' | 'producao';

/** An unset or empty variable takes the default; anything else must be a number in range (never a silent default). */
function numeroDe(opcoes: { padrao: number; inteiro?: boolean; positivo?: boolean; naoNegativo?: boolean }) {
  return z
    .string()
    .optional()
    .transform((valor, ctx) => {
      if (valor === undefined || valor.trim() === '') return opcoes.padrao;
      const n = Number(valor);
      const motivo = !Number.isFinite(n)
        ? 'não é um número'
        : opcoes.inteiro && !Number.isInteger(n)
          ? 'não é um número inteiro'
          : opcoes.positivo && n <= 0
            ? 'precisa ser maior que zero'
            : opcoes.naoNegativo && n < 0
              ? 'não pode ser negativo'
              : null;
      if (motivo) {
        ctx.addIssue({ code: 'custom', message: `${JSON.stringify(valor)} ${motivo}` });
        return z.NEVER;
      }
      return n;
    });
}
const positivo = (padrao: number) => numeroDe({ padrao, positivo: true });
const inteiroPositivo = (padrao: number) => numeroDe({ padrao, positivo: true, inteiro: true });
const texto = z.string().optional();
const lista = (valor: string) =>
  valor
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** Every variable the API reads, parsed once at start: a malformed one stops the start with its name (issue 27). */
const ESQUEMA_DO_AMBIENTE = z.object({
  NODE_ENV: texto,
  PORTAL_MODO: texto,
  PORTAL_AMBIENTE: z
    .enum(['desenvolvimento', 'homologacao', 'producao'], {
      error: 'use desenvolvimento, homologacao ou producao',
    })
    .optional(),
  API_PORT: numeroDe({ padrao: 3000, inteiro: true }).refine((n) => n >= 0 && n < 65536, {
    message: 'não é uma porta (0 a 65535)',
  }),
  API_HOST: texto,
  API_WORKERS: inteiroPositivo(availableParallelism()),
  TRUST_PROXY: texto,
  DATABASE_URL: texto,
  // Through a transaction pooler (PgBouncer) DATABASE_URL cannot hold a session: the start lock and LISTEN go to the
  // primary directly (migrations run through the pooler under that lock); the catalogue may be read from a replica
  // (decisions 0227, 0206).
  DATABASE_DIRECT_URL: texto,
  DATABASE_REPLICA_URL: texto,
  DATABASE_POOL_MAX: inteiroPositivo(20),
  PORTAL_DATA_DIR: texto,
  JWT_SECRET: texto,
  ACCESS_TOKEN_TTL_SECONDS: positivo(900),
  REFRESH_TOKEN_TTL_SECONDS: positivo(60 * 60 * 24 * 7),
  REFRESH_TOKEN_IDLE_SECONDS: positivo(30 * 60),
  GOVBR_ISSUER: texto,
  GOVBR_CLIENT_ID: texto,
  GOVBR_CLIENT_SECRET: texto,
  GOVBR_ALGORITMOS: texto,
  PORTAL_URL: texto,
  CORS_ORIGINS: texto,
  DEV_MAILBOX: texto,
  DEV_RELOGIO: texto,
  CONVOCACAO_DIAS_UTEIS: inteiroPositivo(3),
  DEMO_ACCOUNTS: texto,
  CONTAS_DE_TESTE_ARQUIVO: texto,
  API_DOCUMENTACAO: texto,
  LOG_LEVEL: texto,
  LOGIN_MAX_TENTATIVAS: inteiroPositivo(5),
  LOGIN_MAX_POR_ENDERECO: inteiroPositivo(100),
  SMTP_URL: texto,
  SMTP_FROM: texto,
  TAREFAS_PERIODICAS: texto,
  // 0 turns it off: a large value is not off (a starved process that took no sample reads as Infinity, decision 0165).
  API_ATRASO_MAXIMO_MS: numeroDe({ padrao: 300, naoNegativo: true }),
  API_UTILIZACAO_MAXIMA: numeroDe({ padrao: 0 }),
  API_AMOSTRA_DE_CARGA_MS: positivo(250),
  API_HASHES_NA_FILA: numeroDe({ padrao: 64 }),
  API_HASHES_NO_POOL: numeroDe({ padrao: 0 }),
  // libuv reads it itself, its own way (parseInt, clamped): read here the same way, never refused.
  UV_THREADPOOL_SIZE: texto,
  EXIBIR_TURMAS_DE_TESTE: texto,
  CATALOGO_MEMORIA_MS: numeroDe({ padrao: 1000 }),
});

/** The API's configuration could not be read: each line names the variable and what is wrong with it. */
export class ErroDeConfiguracao extends Error {}

function ambienteDe(env: { NODE_ENV?: string; PORTAL_MODO?: string; PORTAL_AMBIENTE?: Ambiente }): Ambiente {
  if (env.PORTAL_AMBIENTE) return env.PORTAL_AMBIENTE;
  return env.NODE_ENV === 'production' || env.PORTAL_MODO === 'producao' ? 'producao' : 'desenvolvimento';
}

export function lerConfig(ambienteDoProcesso: NodeJS.ProcessEnv = process.env): Config {
  const lido = ESQUEMA_DO_AMBIENTE.safeParse(ambienteDoProcesso);
  if (!lido.success) {
    const linhas = lido.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}.`);
    throw new ErroDeConfiguracao(`Variáveis de ambiente inválidas:\n${linhas.join('\n')}`);
  }
  const env = lido.data;
  const ambiente = ambienteDe(env);
  if (ambiente === 'desenvolvimento' && (env.NODE_ENV === 'production' || env.PORTAL_MODO === 'producao')) {
    throw new ErroDeConfiguracao(
      '- PORTAL_AMBIENTE: "desenvolvimento" contradiz NODE_ENV=production/PORTAL_MODO=producao; escolha um só.',
    );
  }
  // Staging (homologacao) is a mode of production: every refusal stays, but loopback and http (config/modo.ts).
  const producao = ambiente !== 'desenvolvimento';
  return {
    producao,
    ambiente,
    port: env.API_PORT,
    host: env.API_HOST ?? '127.0.0.1',
    apiWorkers: env.API_WORKERS,
    // Production names its edge: the loopback fallback would give every citizen the balancer's address (config/modo.ts).
    trustProxy: env.TRUST_PROXY || (producao ? '' : 'loopback'),
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: (env.DATABASE_URL && env.DATABASE_DIRECT_URL) || null,
    databaseReplicaUrl: (env.DATABASE_URL && env.DATABASE_REPLICA_URL) || null,
    databasePoolMax: env.DATABASE_POOL_MAX,
    dataDir: env.PORTAL_DATA_DIR || path.join(REPO_ROOT, '.data'),
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    refreshTokenIdleSeconds: env.REFRESH_TOKEN_IDLE_SECONDS,
    // Production has no fallback to the local provider: an unset issuer or secret is refused (config/modo.ts).
    govbrIssuer: env.GOVBR_ISSUER || (producao ? '' : GOVBR_LOCAL.issuer),
    govbrClientId: env.GOVBR_CLIENT_ID || (producao ? '' : 'portal'),
    govbrClientSecret: env.GOVBR_CLIENT_SECRET || (producao ? '' : GOVBR_LOCAL.clientSecret),
    govbrAlgoritmos: env.GOVBR_ALGORITMOS
      ? lista(env.GOVBR_ALGORITMOS)
      : producao
        ? [...ALGORITMOS_DE_PRODUCAO]
        : [...ALGORITMOS_ID_TOKEN],
    portalUrl: (env.PORTAL_URL || (producao ? '' : 'http://localhost:8080')).replace(/\/$/, ''),
    portalUrlDefinida: Boolean(env.PORTAL_URL),
    corsOrigins: env.CORS_ORIGINS ? lista(env.CORS_ORIGINS) : producao ? [] : DEV_ORIGINS,
    devMailbox: env.DEV_MAILBOX === '1',
    devRelogio: env.DEV_RELOGIO === '1',
    convocacaoDiasUteis: Math.min(30, env.CONVOCACAO_DIAS_UTEIS),
    contasDemo: env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === '1' : !producao,
    contasDeTesteArquivo: env.CONTAS_DE_TESTE_ARQUIVO || null,
    documentacao: env.API_DOCUMENTACAO ? env.API_DOCUMENTACAO === '1' : !producao,
    logLevel: env.LOG_LEVEL || 'info',
    loginMaxTentativas: env.LOGIN_MAX_TENTATIVAS,
    loginMaxPorEndereco: env.LOGIN_MAX_POR_ENDERECO,
    smtpUrl: env.SMTP_URL || null,
    smtpRemetente: env.SMTP_FROM || 'Portal Qualifica <nao-responda@qualifica.sp.gov.br>',
    tarefasPeriodicas: env.TAREFAS_PERIODICAS !== '0',
    sobrecargaAtrasoMaximoMs: env.API_ATRASO_MAXIMO_MS,
    sobrecargaUtilizacaoMaxima: Math.min(1, Math.max(0, env.API_UTILIZACAO_MAXIMA)),
    sobrecargaAmostraMs: env.API_AMOSTRA_DE_CARGA_MS,
    hashesNaFila: Math.max(0, Math.floor(env.API_HASHES_NA_FILA)),
    hashesNoPool: Math.max(0, Math.floor(env.API_HASHES_NO_POOL)),
    poolDoLibuv: tamanhoDoPoolDoLibuv(env.UV_THREADPOOL_SIZE),
    exibirTurmasDeTeste: env.EXIBIR_TURMAS_DE_TESTE === '1',
    catalogoEmMemoriaMs: Math.max(0, env.CATALOGO_MEMORIA_MS),
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
