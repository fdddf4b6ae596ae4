import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { TURMA_TRINTA_VAGAS } from '../db/seed/catalogo-dados.js';
import type { Contexto } from './contexto.js';
import type { Sessao } from './cliente.js';

/**
 * The API as it runs in production, for processo-morto-no-meio-da-rajada.test.ts: src/server.ts with two processes
 * under the cluster primary (decision 0160), on the throw-away PostgreSQL database of a test context.
 */

async function portaLivre(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const p = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return p;
}

/** The primary's node children. tsx also gives it an esbuild service child when its cache is cold (a fresh clone). */
export const trabalhadoresDe = (api: ChildProcess) =>
  execFileSync('ps', ['--ppid', String(api.pid), '-o', 'pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([pid, comando]) => pid && comando === 'node')
    .map(([pid]) => Number(pid));

/** One POST on a connection of its own (no keep-alive): a status, or 0 when the connection died without an answer. */
export function inscreverNaPorta(porta: number, s: Sessao): Promise<number> {
  const corpo = JSON.stringify({
    idTurmaPrincipal: TURMA_TRINTA_VAGAS,
    idUsuario: s.id,
    idStatusInscricao: 1,
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: porta,
        method: 'POST',
        path: `/v1/inscricao/InscriverProgramaNovo/${s.id}`,
        agent: false,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${s.token}`,
          cookie: 'XSRF-TOKEN=csrf-do-teste',
          'x-xsrf-token': 'csrf-do-teste',
        },
      },
      (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0)),
    );
    // A connection handed to the process as it died may never be answered: it counts as lost, after a while.
    req.setTimeout(20_000, () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(corpo);
  });
}

/** Polls `condicao` every 250 ms until it holds; fails after `prazoMs`. */
export async function esperar(condicao: () => Promise<boolean> | boolean, prazoMs = 90_000): Promise<void> {
  const limite = Date.now() + prazoMs;
  while (
    !(await Promise.resolve()
      .then(condicao)
      .catch(() => false))
  ) {
    if (Date.now() > limite) throw new Error('o prazo acabou');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const saudavel = (porta: number) =>
  fetch(`http://127.0.0.1:${porta}/v1/health`, { signal: AbortSignal.timeout(5_000) })
    .then((r) => r.ok)
    .catch(() => false);

/** Starts the API on `ctx`'s database and resolves once both processes are up and /v1/health answers. */
export async function subirApiEmDoisProcessos(
  ctx: Contexto,
  segredo: string,
): Promise<{ api: ChildProcess; porta: number }> {
  const [linha] = await ctx.db.query<{ banco: string }>('SELECT current_database() AS banco');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${linha!.banco}`;
  const porta = await portaLivre();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      API_WORKERS: '2',
      API_PORT: String(porta),
      JWT_SECRET: segredo,
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNTS: '0',
      TAREFAS_PERIODICAS: '0',
      // Load shedding is not under test here: two processes warming up on a busy CI machine lag, and a 503 from
      // /v1/health would read as 'not up'.
      API_ATRASO_MAXIMO_MS: '60000',
    },
  });
  let erros = '';
  api.stderr!.on('data', (d: Buffer) => (erros += d.toString()));
  await esperar(async () => (await saudavel(porta)) && trabalhadoresDe(api).length === 2).catch(
    (erro: Error) => {
      api.kill('SIGTERM');
      throw new Error(`${erro.message}: a API não subiu com 2 processos\n${erros}`);
    },
  );
  return { api, porta };
}
