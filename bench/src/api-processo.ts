/** The compiled API as a child process on a loopback port, and the enrolment call the benches send to it. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criarBanco } from './api-preparo.js';
import { ambienteDoProcesso } from './config/env.js';

const AQUI = path.dirname(fileURLToPath(import.meta.url));
export const RAIZ_DA_API = path.resolve(AQUI, '../../api');

export interface OpcoesDaApi {
  base: string;
  porta: number;
  databaseUrl: string;
  dataDir: string;
  segredo: string;
  /** Extra environment (e.g. BENCH_CPU_PROF) and extra node flags. */
  ambiente?: NodeJS.ProcessEnv;
  flagsDoNode?: string[];
  /** The api/ folder to run (default: this checkout's). */
  raizDaApi?: string;
}

/**
 * The API compiled by its own build (`pnpm --filter @portal/api start` runs the same file), without tsx, whose loader
 * thread and on-the-fly compilation are not what a citizen's request meets. Unlike production it logs only warnings
 * and has no source maps; `raizDaApi` is rebuilt in place.
 */
export async function iniciarApi(o: OpcoesDaApi): Promise<ChildProcess> {
  const raiz = o.raizDaApi || RAIZ_DA_API;
  const build = spawnSync(process.execPath, ['scripts/construir.mjs'], { cwd: raiz, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`a API de ${raiz} não compilou`);
  const api = spawn(process.execPath, [...(o.flagsDoNode ?? []), 'dist/server.js'], {
    cwd: raiz,
    env: {
      PATH: ambienteDoProcesso().PATH,
      DATABASE_URL: o.databaseUrl,
      API_PORT: String(o.porta),
      JWT_SECRET: o.segredo,
      LOG_LEVEL: 'warn',
      PORTAL_DATA_DIR: o.dataDir,
      ...o.ambiente,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    const pronta = await fetch(`${o.base}/v1/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (pronta) return api;
    await new Promise((r) => setTimeout(r, 500));
  }
  api.kill();
  throw new Error('a API não ficou pronta');
}

/** The classes are Via Rápida Emprego's (programme 1): its create call is InscriverProgramaNovo (decision 0130). */
export function inscrever(base: string, c: { id: number; token: string; turma: number }): Promise<number> {
  return fetch(`${base}/v1/inscricao/InscriverProgramaNovo/${c.id}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${c.token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify({ idTurmaPrincipal: c.turma, idUsuario: c.id, idStatusInscricao: 1 }),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

/**
 * A throw-away database and an API process on it for the time of `fn`; both are gone afterwards, whatever happened.
 * The bench's own database only: the admin URL must be loopback (the caller checks), and it is dropped at the end.
 */
export async function comApi<T>(
  o: Omit<OpcoesDaApi, 'databaseUrl' | 'dataDir'> & { urlAdmin: string },
  fn: (urlDoBanco: string, api: ChildProcess) => Promise<T>,
): Promise<T> {
  const banco = await criarBanco(o.urlAdmin);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  try {
    const api = await iniciarApi({ ...o, databaseUrl: banco.url, dataDir });
    try {
      return await fn(banco.url, api);
    } finally {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
  } finally {
    await banco.apagar();
    await rm(dataDir, { recursive: true, force: true });
  }
}
