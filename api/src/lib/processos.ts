import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config/env.js';

/** PGlite is a database inside one process: a second process cannot open it, so it always runs one (decision 0160). */
export function quantosProcessos(config: Pick<Config, 'apiWorkers' | 'databaseUrl'>): number {
  return config.databaseUrl ? Math.max(1, config.apiWorkers) : 1;
}

/** More deaths than this within the window is a crash loop (a bad deploy, a database down): the primary gives up. */
const MORTES_TOLERADAS = 10;
const JANELA_DE_MORTES_MS = 60_000;
const PRAZO_PARA_ENCERRAR_MS = 10_000;

function registrar(msg: string, dados: Record<string, unknown> = {}): void {
  console.log(
    JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, papel: 'primario', msg, ...dados }),
  );
}

/**
 * The primary of node:cluster: forks `n` API processes that share the listening port (the primary hands out the
 * connections), and replaces any that dies. Nothing lives here but the supervision: every session, counter and job is
 * in PostgreSQL, so a replaced process starts with nothing to recover. A process that dies before it ever listened
 * (production refusal, port taken) stops the whole API, since its replacement would fail the same way.
 */
export function supervisionar(n: number): void {
  const mortes: number[] = [];
  let encerrando = false;
  const prontos = new WeakSet<Worker>();
  const iniciar = () => {
    const trabalhador = cluster.fork();
    trabalhador.once('listening', () => prontos.add(trabalhador));
  };
  cluster.on('exit', (trabalhador, codigo, sinal) => {
    if (encerrando) return;
    registrar('processo da API terminou', { trabalhador: trabalhador.process.pid, codigo, sinal });
    if (!prontos.has(trabalhador)) {
      registrar('um processo da API não chegou a atender; encerrando');
      void encerrar(1);
      return;
    }
    const agora = Date.now();
    mortes.push(agora);
    while (mortes.length && mortes[0]! < agora - JANELA_DE_MORTES_MS) mortes.shift();
    if (mortes.length > MORTES_TOLERADAS) {
      registrar('processos da API morrendo em sequência; encerrando');
      void encerrar(1);
      return;
    }
    iniciar();
  });
  const encerrar = async (codigo: number) => {
    if (encerrando) return;
    encerrando = true;
    const vivos = Object.values(cluster.workers ?? {}).filter((t): t is Worker => Boolean(t) && !t!.isDead());
    for (const t of vivos) t.process.kill('SIGTERM');
    const todos = Promise.all(vivos.map((t) => new Promise((fim) => t.once('exit', fim))));
    await Promise.race([todos, new Promise((fim) => setTimeout(fim, PRAZO_PARA_ENCERRAR_MS).unref())]);
    process.exit(codigo);
  };
  process.once('SIGINT', () => void encerrar(0));
  process.once('SIGTERM', () => void encerrar(0));
  registrar('iniciando processos da API', { processos: n });
  for (let i = 0; i < n; i += 1) iniciar();
}
