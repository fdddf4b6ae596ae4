/**
 * CPU time spent by each side of a load, read from /proc (Linux): the API's main threads (JavaScript), its other
 * threads (libuv pool: argon2id, WebCrypto; V8 helpers), the PostgreSQL backends of the bench database, and the bench
 * process itself. A `.cpuprofile` sees only the main thread; this sees where the rest of the two cores went.
 */
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';

/** Clock ticks per second of utime/stime in /proc (USER_HZ, 100 on every Linux build in use). */
const TIQUES_POR_SEGUNDO = 100;

/** utime + stime in ms, and the parent pid, from a /proc/<pid>/stat or /proc/<pid>/task/<tid>/stat line. */
export function lerStat(linha: string): { ms: number; pai: number } {
  // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
  const campos = linha.slice(linha.lastIndexOf(')') + 2).split(' ');
  const tiques = Number(campos[11]) + Number(campos[12]);
  return { ms: (tiques * 1000) / TIQUES_POR_SEGUNDO, pai: Number(campos[1]) };
}

const stat = (caminho: string) =>
  readFile(caminho, 'utf8').then(
    (linha) => lerStat(linha),
    () => undefined,
  );

/** The process and its direct children (the cluster's workers). */
async function familia(pid: number): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((n) => /^\d+$/.test(n)).map(Number);
  const pais = await Promise.all(pids.map(async (p) => [p, (await stat(`/proc/${p}/stat`))?.pai] as const));
  return [pid, ...pais.filter(([, pai]) => pai === pid).map(([p]) => p)];
}

async function backends(urlDoBanco: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: urlDoBanco });
  await db.connect();
  const { rows } = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await db.end();
  return rows.map((r) => r.pid);
}

export interface CpuPorLado {
  apiLacoMs: number;
  apiOutrasThreadsMs: number;
  postgresMs: number;
  benchMs: number;
}

/** Sums each side's CPU ms now; pids seen only at the end count from zero (a connection opened during the load). */
async function amostrar(pidDaApi: number, urlDoBanco: string): Promise<Map<string, number>> {
  const contas = new Map<string, number>();
  for (const p of await familia(pidDaApi)) {
    const total = (await stat(`/proc/${p}/stat`))?.ms ?? 0;
    const laco = (await stat(`/proc/${p}/task/${p}/stat`))?.ms ?? 0;
    contas.set(`laco:${p}`, laco).set(`outras:${p}`, total - laco);
  }
  for (const p of await backends(urlDoBanco)) contas.set(`pg:${p}`, (await stat(`/proc/${p}/stat`))?.ms ?? 0);
  return contas;
}

/** CPU ms of each side while `carga` runs. */
export async function medirCpu<T>(
  pidDaApi: number,
  urlDoBanco: string,
  carga: () => Promise<T>,
): Promise<{ resultado: T; cpu: CpuPorLado }> {
  const antes = await amostrar(pidDaApi, urlDoBanco);
  const benchAntes = process.cpuUsage();
  const resultado = await carga();
  const bench = process.cpuUsage(benchAntes);
  const depois = await amostrar(pidDaApi, urlDoBanco);
  const soma = (prefixo: string) =>
    [...depois].filter(([k]) => k.startsWith(prefixo)).reduce((s, [k, v]) => s + v - (antes.get(k) ?? 0), 0);
  return {
    resultado,
    cpu: {
      apiLacoMs: soma('laco:'),
      apiOutrasThreadsMs: soma('outras:'),
      postgresMs: soma('pg:'),
      benchMs: (bench.user + bench.system) / 1000,
    },
  };
}
