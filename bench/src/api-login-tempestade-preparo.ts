/**
 * What the sign-in storm (api-login-tempestade.ts) runs against: its command-line parameters, the compiled API on a
 * loopback port, the accounts that sign in and the cost of one argon2id hash on this machine.
 */
import { hash, verify } from '@node-rs/argon2';
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ambienteDoProcesso } from './config/env.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const PASTA_API = path.resolve(AQUI, '../../api');
const argumento = (nome: string, padrao: string) =>
  process.argv.find((a) => a.startsWith(`--${nome}=`))?.slice(nome.length + 3) ?? padrao;
export const URL_ADMIN = argumento('database-url', 'postgres://postgres@127.0.0.1:5432/postgres');
export const SEGUNDOS = Number(argumento('segundos', '10'));
export const PROCESSOS = argumento('processos', String(availableParallelism()));
const PORTA = Number(argumento('porta', '3791'));
const CONTAS = 200;
export const SENHA = 'Senha@123';
const OWASP = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const BASE = `http://127.0.0.1:${PORTA}`;

/** One hash's cost on one core: the ceiling of sign-ins per second is cores × 1000 ÷ this. */
export async function msPorHash(): Promise<number> {
  const guardado = await hash(SENHA, OWASP);
  const inicio = performance.now();
  for (let i = 0; i < 20; i += 1) await verify(guardado, SENHA);
  return (performance.now() - inicio) / 20;
}

export async function criarContas(url: string): Promise<string[]> {
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

export async function iniciarApi(databaseUrl: string, dataDir: string) {
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
