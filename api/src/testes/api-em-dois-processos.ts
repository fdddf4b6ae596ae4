import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
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

/** Port numbers of a /proc/net/tcp line's address column (`0100007F:1F90`, or an IPv6 one in tcp6). */
const portaDe = (endereco: string) => parseInt(endereco.split(':').pop()!, 16);

/**
 * Which of `pids` holds the server end of the TCP connection from local port `portaCliente` to the API on `porta`
 * (Linux /proc: the socket's inode in /proc/net/tcp, then a file descriptor of the process that points to it), or
 * null while the cluster primary has not handed it to a process yet.
 */
export function donoDaConexao(pids: readonly number[], porta: number, portaCliente: number): number | null {
  const inodes = new Set<string>();
  for (const tabela of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let texto = '';
    try {
      texto = readFileSync(tabela, 'utf8');
    } catch {
      continue;
    }
    for (const linha of texto.split('\n').slice(1)) {
      const colunas = linha.trim().split(/\s+/);
      if (colunas.length < 10) continue;
      if (portaDe(colunas[1]!) === porta && portaDe(colunas[2]!) === portaCliente) inodes.add(colunas[9]!);
    }
  }
  for (const pid of pids) {
    let descritores: string[] = [];
    try {
      descritores = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of descritores) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (socket && inodes.has(socket[1]!)) return pid;
      } catch {
        // The descriptor closed while we read the folder.
      }
    }
  }
  return null;
}

/** An enrolment POST and the API process that held its connection (null when none was seen holding it). */
export interface Atendimento {
  status: number;
  dono: number | null;
}

/**
 * Like inscreverNaPorta, but the request is sent only once the connection is in a process's hands (or after 2 s),
 * so each answer, or each connection lost, is tied to the process that had it. `aoEnviar`/`aoTerminar` let the
 * caller know which requests are in flight on which process.
 */
export function inscreverNaPortaComDono(
  porta: number,
  s: Sessao,
  processos: () => readonly number[],
  aoEnviar: (dono: number | null) => void = () => undefined,
): Promise<Atendimento> {
  let dono: number | null = null;
  return new Promise((resolve) => {
    const req = pedidoDeInscricao(porta, s, (status) => resolve({ status, dono }));
    req.on('socket', (socket) =>
      socket.once('connect', async () => {
        const limite = Date.now() + 2_000;
        while (dono === null && Date.now() < limite) {
          dono = donoDaConexao(processos(), porta, socket.localPort!);
          if (dono === null) await new Promise((r) => setTimeout(r, 2));
        }
        aoEnviar(dono);
        req.end(corpoDaInscricao(s));
      }),
    );
  });
}

const corpoDaInscricao = (s: Sessao) =>
  JSON.stringify({ idTurmaPrincipal: TURMA_TRINTA_VAGAS, idUsuario: s.id, idStatusInscricao: 1 });

function pedidoDeInscricao(porta: number, s: Sessao, resolve: (status: number) => void): http.ClientRequest {
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
  return req;
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
      // /v1/health would read as 'not up'. Off is 0: with 60 s, a starved process that took no sample still shed.
      API_ATRASO_MAXIMO_MS: '0',
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
