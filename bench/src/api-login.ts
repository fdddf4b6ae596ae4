/**
 * Sign-in throughput against the hash's own limit (cores × 1000 ÷ argon2id verify ms), and the p99 of a catalogue GET
 * while those sign-ins run. Each client signs in as its own account from its own address (X-Forwarded-For, believed
 * from loopback), as citizens do, so the per-address flood guard is not what is measured.
 */
import { hash, verify, type Options } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { cargaPorTempo, type Resultado } from './api-carga.js';
import { CATALOGO, obter } from './api-leituras.js';

// The API's parameters (api/src/lib/senha.ts): OWASP argon2id, m=19456 KiB, t=2, p=1.
const OPCOES: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};
export const SENHA_DO_BENCH = 'Senha@123';

/** Median of sequential verifies in this process: the cost of one sign-in's hash on one core. */
export async function msDoArgon2(): Promise<{ ms: number; hashSenha: string }> {
  const hashSenha = await hash(SENHA_DO_BENCH, OPCOES);
  const tempos: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    const t0 = performance.now();
    await verify(hashSenha, SENHA_DO_BENCH);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  return { ms: tempos[Math.floor(tempos.length / 2)]!, hashSenha };
}

/** Gives the candidates the one password hash (one hash copied, so preparing costs one argon2 run). */
export async function darSenha(url: string, ids: number[], hashSenha: string): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('UPDATE usuario SET senha_hash = $2 WHERE id = ANY($1::integer[])', [ids, hashSenha]);
  await db.end();
}

export function entrar(base: string, email: string, endereco: string): Promise<number> {
  return fetch(`${base}/v1/usuario/authentication`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
      'x-forwarded-for': endereco,
    },
    body: JSON.stringify({ login: email, senha: SENHA_DO_BENCH }),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

export interface MedidaDeLogin {
  argon2Ms: number;
  nucleos: number;
  limiteDoHash: number;
  login: Resultado;
  catalogoDuranteLogin: Resultado;
}

export async function medirLogin(
  base: string,
  emails: string[],
  clientes: number,
  segundos: number,
  argon2Ms: number,
): Promise<MedidaDeLogin> {
  const nucleos = availableParallelism();
  const endereco = (n: number) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const conta = (n: number) => emails[n % emails.length]!;
  const [login, catalogoDuranteLogin] = await Promise.all([
    cargaPorTempo(clientes, segundos, (n) => entrar(base, conta(n), endereco(n))),
    // A few readers beside the storm: their p99 is what a visitor browsing during a sign-in rush waits.
    cargaPorTempo(5, segundos, () => obter(base, CATALOGO)),
  ]);
  return { argon2Ms, nucleos, limiteDoHash: (nucleos * 1000) / argon2Ms, login, catalogoDuranteLogin };
}
