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

/**
 * Hashes per second with every core verifying at once, in this process (its libuv pool has 4 threads): the hash's own
 * ceiling when memory and caches are shared, beside the one-core figure times the cores.
 */
export async function hashesEmParalelo(hashSenha: string, segundos = 3): Promise<number> {
  const fim = performance.now() + segundos * 1000;
  let feitos = 0;
  const laco = async () => {
    while (performance.now() < fim) {
      await verify(hashSenha, SENHA_DO_BENCH);
      feitos += 1;
    }
  };
  const inicio = performance.now();
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, laco));
  return (feitos * 1000) / (performance.now() - inicio);
}

/** Each sign-in client's own address (believed from loopback): the per-address flood guard is not what is measured. */
export const enderecoDoCliente = (n: number) => `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;

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
  /** argon2id alone, every core at once (hashesEmParalelo): the ceiling once memory and caches are shared. */
  hashesEmParalelo: number;
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
  hash: { argon2Ms: number; hashesEmParalelo: number },
): Promise<MedidaDeLogin> {
  const nucleos = availableParallelism();
  const conta = (n: number) => emails[n % emails.length]!;
  const [login, catalogoDuranteLogin] = await Promise.all([
    cargaPorTempo(clientes, segundos, (n) => entrar(base, conta(n), enderecoDoCliente(n))),
    // A few readers beside the storm: their p99 is what a visitor browsing during a sign-in rush waits.
    cargaPorTempo(5, segundos, () => obter(base, CATALOGO)),
  ]);
  const limiteDoHash = (nucleos * 1000) / hash.argon2Ms;
  return { ...hash, nucleos, limiteDoHash, login, catalogoDuranteLogin };
}
