/**
 * Child services of `pnpm start`. They stay in start's process group on purpose: whoever stops the group (Ctrl-C in a
 * terminal, Playwright's web-server teardown, even a SIGKILL of the group) stops them too, so nothing is orphaned.
 * start itself also stops them one by one on SIGINT/SIGTERM. Output is prefixed with the service's name.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const PRAZO_PARA_ENCERRAR_MS = 5000;

export class Supervisor {
  filhos = new Map();
  encerrando = false;

  iniciar(nome, comando, argumentos, { cwd, env }) {
    const filho = spawn(comando, argumentos, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const fluxo of [filho.stdout, filho.stderr]) {
      createInterface({ input: fluxo }).on('line', (linha) => console.log(`[${nome}] ${linha}`));
    }
    const saida = new Promise((resolve) =>
      filho.once('exit', (codigo, sinal) => resolve({ nome, codigo, sinal })),
    );
    this.filhos.set(nome, { filho, saida });
    return filho;
  }

  /** Resolves with the first child that stops on its own (a crash, a port in use). */
  primeiraSaida() {
    return Promise.race([...this.filhos.values()].map((f) => f.saida));
  }

  async encerrarTodos() {
    this.encerrando = true;
    const vivos = [...this.filhos.values()].filter(
      ({ filho }) => filho.exitCode === null && filho.signalCode === null,
    );
    for (const { filho } of vivos) sinalizar(filho.pid, 'SIGTERM');
    const prazo = new Promise((resolve) => setTimeout(resolve, PRAZO_PARA_ENCERRAR_MS).unref());
    await Promise.race([Promise.all(vivos.map((f) => f.saida)), prazo]);
    // Whatever ignored SIGTERM goes now.
    for (const { filho } of vivos) sinalizar(filho.pid, 'SIGKILL');
  }
}

/** A negative pid signals a whole process group (a build: pnpm → sh → webpack). */
export function sinalizar(pid, sinal) {
  try {
    process.kill(pid, sinal);
  } catch (erro) {
    if (erro.code !== 'ESRCH') throw erro;
  }
}

/** Polls until `url` answers 200, a child exits, or the time runs out. */
export async function esperarPronto(url, { prazoMs, supervisor }) {
  const limite = Date.now() + prazoMs;
  let saiu = null;
  supervisor.primeiraSaida().then((s) => (saiu = s));
  while (Date.now() < limite) {
    if (saiu)
      throw new Error(
        `${saiu.nome} terminou antes de o portal ficar pronto (código ${saiu.codigo ?? saiu.sinal}).`,
      );
    const resposta = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (resposta?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} não respondeu 200 em ${prazoMs / 1000} s.`);
}

/**
 * Stops start when the process that launched it goes away without telling it (a test runner killed with SIGTERM
 * does not always tear its web server down): an orphaned portal would hold its ports forever.
 */
export function pararSeOPaiSumir(parar) {
  const paiInicial = process.ppid;
  setInterval(() => {
    if (process.ppid !== paiInicial) void parar(0);
  }, 1000).unref();
}
