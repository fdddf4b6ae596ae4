/**
 * What the sign-in storm (api-login-tempestade.ts) runs against: its command-line parameters, the compiled API on a
 * loopback port, the accounts that sign in and the cost of one argon2id hash on this machine.
 */
import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { iniciarApi as iniciarApiCompilada } from './api-processo.js';

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

/** The compiled API with API_WORKERS processes (the bench's own shared starter, as bench:api runs it). */
export function iniciarApi(databaseUrl: string, dataDir: string) {
  return iniciarApiCompilada({
    base: BASE,
    porta: PORTA,
    databaseUrl,
    dataDir,
    segredo: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    ambiente: { API_WORKERS: PROCESSOS },
  });
}
