import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { percentil, type Resultado } from './api-carga.js';
import { TURMA_DO_BENCH } from './api-preparo.js';

const exec = promisify(execFile);

/**
 * pgbench on the same single-row insert the API does for an enrolment, into a copy of the table without the
 * partial unique index (pgbench's random users would collide on it), at the same concurrency.
 */
export async function pgbenchInsert(url: string, clientes: number, segundos: number): Promise<Resultado> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('CREATE TABLE bench_inscricao (LIKE inscricao INCLUDING DEFAULTS)');
  await db.end();
  const pasta = await mkdtemp(path.join(tmpdir(), 'pgbench-'));
  const script = path.join(pasta, 'insert.sql');
  await writeFile(
    script,
    `\\set uid random(1, 1000000)\nINSERT INTO bench_inscricao (id, id_turma_principal, id_usuario, id_modalidade, id_status_inscricao) VALUES (nextval('inscricao_id_seq'), ${TURMA_DO_BENCH}, :uid, 1, 1);\n`,
  );
  const { stdout } = await exec(
    'pgbench',
    [
      '-n',
      '-c',
      String(clientes),
      '-j',
      '2',
      '-T',
      String(segundos),
      '-f',
      script,
      '-l',
      '--log-prefix',
      path.join(pasta, 'log'),
      url,
    ],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  const latencias: number[] = [];
  for (const arquivo of (await readdir(pasta)).filter((f) => f.startsWith('log'))) {
    for (const linha of (await readFile(path.join(pasta, arquivo), 'utf8')).split('\n')) {
      const micros = Number(linha.split(' ')[2]);
      if (Number.isFinite(micros) && linha) latencias.push(micros / 1000);
    }
  }
  await rm(pasta, { recursive: true, force: true });
  latencias.sort((a, b) => a - b);
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? 0);
  return {
    requisicoes: latencias.length,
    porSegundo: tps,
    p50Ms: percentil(latencias, 50),
    p95Ms: percentil(latencias, 95),
    p99Ms: percentil(latencias, 99),
    status: {},
  };
}
