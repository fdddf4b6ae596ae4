/**
 * Sign-in at the hash's limit (issue 16 §4, decision 0163): the compiled API (API_WORKERS processes, default one per
 * core) on a throw-away PostgreSQL database; 50 clients sign in with real argon2id passwords while 10 others read the
 * catalogue. Prints sign-ins/s against the ceiling cores × 1000 ÷ (argon2id ms), and the catalogue GET's p99 alone and
 * during the storm. Traffic to 127.0.0.1 only, bounded in time. Run: pnpm --filter @portal/bench bench:login (sign-in storm on N compiled processes; bench:api has the single-process row)
 * [--database-url=…] [--segundos=10] [--processos=N]
 */
import { hash, verify } from '@node-rs/argon2';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { percentil, type Resultado } from './api-carga.js';
import { ambienteDoProcesso } from './config/env.js';
import { criarBanco } from './api-preparo.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const PASTA_API = path.resolve(AQUI, '../../api');
const argumento = (nome: string, padrao: string) =>
  process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3) ?? padrao;
const URL_ADMIN = argumento('database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
const SEGUNDOS = Number(argumento('segundos', '10'));
const PROCESSOS = argumento('processos', String(availableParallelism()));
const PORTA = Number(argumento('porta', '3791'));
const CONTAS = 200;
const SENHA = 'Senha@123';
const OWASP = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const BASE = `http://127.0.0.1:${PORTA}`;

/** One hash's cost on one core: the ceiling of sign-ins per second is cores × 1000 ÷ this. */
async function msPorHash(): Promise<number> {
  const guardado = await hash(SENHA, OWASP);
  const inicio = performance.now();
  for (let i = 0; i < 20; i += 1) await verify(guardado, SENHA);
  return (performance.now() - inicio) / 20;
}

async function criarContas(url: string): Promise<string[]> {
  const guardado = await hash(SENHA, OWASP);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ email: string }>(
    `INSERT INTO usuario (nome, cpf, email, data_nascimento, role, aceitou_termo, email_confirmado, senha_hash)
     SELECT 'Login ' || n, lpad((70000000000 + n)::text, 11, '0'), 'login' || n || '@exemplo.com.br', '1990-01-01',
            'Candidato', true, true, $2 FROM generate_series(1, $1) AS n RETURNING email`,
    [CONTAS, guardado],
  );
  await db.end();
  return rows.map((r) => r.email);
}

async function iniciarApi(databaseUrl: string, dataDir: string) {
  spawnSync(process.execPath, ['scripts/construir.mjs'], { cwd: PASTA_API, stdio: 'inherit' });
  const api = spawn(process.execPath, ['dist/server.js'], {
    cwd: PASTA_API,
    env: {
      PATH: ambienteDoProcesso().PATH,
      DATABASE_URL: databaseUrl,
      API_PORT: String(PORTA),
      API_WORKERS: PROCESSOS,
      JWT_SECRET: 'segredo-do-benchmark-com-mais-de-32-caracteres',
      LOG_LEVEL: 'warn',
      PORTAL_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${BASE}/v1/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return api;
    await new Promise((r) => setTimeout(r, 500));
  }
  api.kill();
  throw new Error('a API não ficou pronta');
}

/** Citizens come from many addresses: each client its own (documentation range), under the per-address guard. */
function entrar(email: string, cliente: number): Promise<number> {
  return fetch(`${BASE}/v1/usuario/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=b',
      'x-xsrf-token': 'b',
      'x-forwarded-for': `198.51.100.${cliente % 250}`,
    },
    body: JSON.stringify({ login: email, senha: SENHA }),
  }).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  );
}

const lerCatalogo = () =>
  fetch(`${BASE}/v1/cursos`).then(
    async (r) => (await r.arrayBuffer(), r.status),
    () => 0,
  );

/** Closed loop for a fixed time: each client sends its next request on answer, until the time is up. */
async function cargaPorTempo(
  clientes: number,
  segundos: number,
  enviar: (i: number) => Promise<number>,
): Promise<Resultado> {
  const fim = performance.now() + segundos * 1000;
  const latencias: number[] = [];
  const status: Record<number, number> = {};
  let proximo = 0;
  const cliente = async () => {
    while (performance.now() < fim) {
      const t0 = performance.now();
      const codigo = await enviar(proximo++);
      latencias.push(performance.now() - t0);
      status[codigo] = (status[codigo] ?? 0) + 1;
    }
  };
  const inicio = performance.now();
  await Promise.all(Array.from({ length: clientes }, cliente));
  latencias.sort((a, b) => a - b);
  const porSegundo = latencias.length / ((performance.now() - inicio) / 1000);
  return {
    requisicoes: latencias.length,
    porSegundo,
    p50Ms: percentil(latencias, 50),
    p95Ms: percentil(latencias, 95),
    p99Ms: percentil(latencias, 99),
    status,
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const { url, apagar } = await criarBanco(URL_ADMIN);
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-login-'));
let api: ReturnType<typeof spawn> | undefined;
try {
  api = await iniciarApi(url, dataDir);
  const emails = await criarContas(url);
  const argon = await msPorHash();
  const nucleos = availableParallelism();
  const teto = (nucleos * 1000) / argon;
  const sozinho = await cargaPorTempo(10, 5, () => lerCatalogo());
  const [logins, catalogo] = await Promise.all([
    cargaPorTempo(50, SEGUNDOS, (i) => entrar(emails[i % emails.length]!, i)),
    cargaPorTempo(10, SEGUNDOS, () => lerCatalogo()),
  ]);
  console.log(
    `\nargon2id (OWASP m=19456 KiB, t=2, p=1): ${ms(argon)} por hash; teto = ${nucleos} núcleos × 1000 ÷ ${argon.toFixed(1)} = ${teto.toFixed(0)} logins/s`,
  );
  console.log(
    `API: ${PROCESSOS} processos; ${SEGUNDOS} s de tempestade com 50 clientes entrando e 10 lendo o catálogo`,
  );
  console.log(
    `logins: ${logins.porSegundo.toFixed(1)}/s (razão ${(logins.porSegundo / teto).toFixed(2)}), p50 ${ms(logins.p50Ms)}, p99 ${ms(logins.p99Ms)}, status ${JSON.stringify(logins.status)}`,
  );
  console.log(`GET /v1/cursos sozinho: ${sozinho.porSegundo.toFixed(0)}/s, p99 ${ms(sozinho.p99Ms)}`);
  console.log(
    `GET /v1/cursos durante os logins: ${catalogo.porSegundo.toFixed(0)}/s, p99 ${ms(catalogo.p99Ms)}, status ${JSON.stringify(catalogo.status)}`,
  );
} finally {
  api?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await apagar().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
}
