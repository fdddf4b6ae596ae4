/**
 * A first visit with nothing of DevTools switched on in the page, as a citizen's browser runs it (decision 0863).
 * Playwright enables CDP's `Runtime` domain in every page it drives, and with it Chromium's V8 inspector collects the
 * source positions of every function on the stack at moments a page without it never does: react-dom/client's
 * module, one function of 550 KB, was parsed again on the main thread (`V8.CollectSourcePositions`, 9.7 of the task's
 * 11.2 ms without throttling; 1.7 ms with no domain enabled). So this drives Chromium over a CDP pipe of its own and
 * enables only `Page` (measured: it adds no such work): it sets the preset's limits (the same as com-sessao.ts), adds the observers before the page's
 * scripts, navigates, and reads the page with `Runtime.evaluate` only once the page is quiet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OBSERVAR_METRICAS } from './com-sessao.js';
import { multiplicadorDeCpu } from './cpu.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM, ESTRANGULAMENTO } from './paginas.js';

interface Resposta {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** A CDP connection over `--remote-debugging-pipe`: messages are JSON, each ended by a NUL byte. */
class PipeCdp {
  private proximoId = 0;
  private pendentes = new Map<number, (resposta: Resposta) => void>();
  private resto = '';

  constructor(private readonly navegador: ChildProcess) {
    navegador.stdio[4]!.on('data', (pedaco: Buffer) => {
      this.resto += pedaco.toString();
      for (let fim = this.resto.indexOf('\0'); fim >= 0; fim = this.resto.indexOf('\0')) {
        const mensagem = JSON.parse(this.resto.slice(0, fim)) as Resposta;
        this.resto = this.resto.slice(fim + 1);
        if (mensagem.id !== undefined) this.pendentes.get(mensagem.id)?.(mensagem);
      }
    });
  }

  async enviar<T = Record<string, unknown>>(method: string, params = {}, sessionId?: string): Promise<T> {
    const id = ++this.proximoId;
    const resposta = new Promise<Resposta>((responder) => this.pendentes.set(id, responder));
    (this.navegador.stdio[3] as NodeJS.WritableStream).write(
      `${JSON.stringify({ id, method, params, sessionId })}\0`,
    );
    const { result, error } = await resposta;
    this.pendentes.delete(id);
    if (error) throw new Error(`${method}: ${error.message}`);
    return result as T;
  }
}

const esperar = (ms: number) => new Promise((continuar) => setTimeout(continuar, ms));
/** As sem-depurador.ts: after the page's downloads stop, long tasks (hydration when idle) may still come. */
const QUIETO_MS = 3_000;
const LIMITE_MS = 120_000;

/**
 * Opens `url` in a Chromium of its own under the preset's limits and the chosen CPU factor, with no CDP domain
 * enabled, and returns what `leitura` (an expression) reads from the page once its downloads have stopped for 1.5 s
 * and `QUIETO_MS` more have passed. `antesDaPagina` runs before the page's scripts, beside `OBSERVAR_METRICAS`.
 */
export async function visitarSemInspetor<T>(url: string, antesDaPagina: string, leitura: string): Promise<T> {
  const perfil = mkdtempSync(path.join(tmpdir(), 'bench-sem-inspetor-'));
  const navegador = spawn(
    CHROMIUM,
    [...ARGUMENTOS_CHROMIUM, '--remote-debugging-pipe', `--user-data-dir=${perfil}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const fechado = new Promise((fim) => navegador.once('exit', fim));
  const cdp = new PipeCdp(navegador);
  try {
    const { targetId } = await cdp.enviar<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await cdp.enviar<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const naPagina = <R>(method: string, params = {}) => cdp.enviar<R>(method, params, sessionId);
    // The Page domain only: Chromium runs the scripts added here only with it enabled, and it adds no V8 inspection.
    await naPagina('Page.enable');
    await naPagina('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVAR_METRICAS + antesDaPagina });
    // As com-sessao.ts's contextoMovel and estrangular (first visit: an empty cache, this browser's profile is new).
    await naPagina('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await naPagina('Emulation.setTouchEmulationEnabled', { enabled: true });
    await naPagina('Emulation.setCPUThrottlingRate', { rate: multiplicadorDeCpu() });
    await naPagina('Network.emulateNetworkConditions', {
      offline: false,
      latency: ESTRANGULAMENTO.rttMs,
      downloadThroughput: (ESTRANGULAMENTO.throughputKbps * 1024) / 8,
      uploadThroughput: (ESTRANGULAMENTO.uploadKbps * 1024) / 8,
    });
    await naPagina('Page.navigate', { url });
    const ler = async <R>(expressao: string): Promise<R> =>
      (
        await naPagina<{ result: { value: R } }>('Runtime.evaluate', {
          expression: expressao,
          returnByValue: true,
        })
      ).result.value;
    // No Network domain, so no events: the page's own resource entries say when its downloads stopped.
    const inicio = Date.now();
    let recursos = -1;
    for (let parados = 0; parados < 3;) {
      if (Date.now() - inicio > LIMITE_MS)
        throw new Error(`${url} não terminou de carregar em ${LIMITE_MS} ms.`);
      await esperar(500);
      const agora = await ler<number>(
        `document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1`,
      );
      parados = agora >= 0 && agora === recursos ? parados + 1 : 0;
      recursos = agora;
    }
    await esperar(QUIETO_MS);
    return await ler<T>(leitura);
  } finally {
    // Closed as a user would close it, so it writes what it keeps; killed if it does not answer.
    await Promise.race([cdp.enviar('Browser.close').then(() => fechado), esperar(10_000)]).catch(
      () => undefined,
    );
    navegador.kill();
    await fechado;
    rmSync(perfil, { recursive: true, force: true });
  }
}
