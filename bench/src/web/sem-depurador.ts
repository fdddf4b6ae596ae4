/**
 * A first or repeat visit's main thread as a citizen's browser runs it: no debugger attached, and the preset's numbers
 * applied through CDP as com-sessao.ts applies them (150 ms, 1.6 Mbit/s, CPU 4×; Lighthouse's own applied method would
 * stretch the RTT to 562.5 ms). Lighthouse always enables the `Debugger` domain while it navigates (its
 * `enableAsyncStacks`, for request initiators), and with a debugger attached Chromium compiles on the main thread what
 * a repeat visit otherwise takes from the code cache the service worker made when it installed (react-dom's chunk:
 * 64 ms of `v8.compile` with the debugger, 0 ms without; decision 0405). TBT here comes from the page's own `longtask`
 * entries. This is for TBT: its LCP is optimistic, and on a repeat visit it leaves out the network the service
 * worker's own request pays (the page is network first; the limits apply to the page, not to the worker).
 */
import { chromium, type Page } from '@playwright/test';
import type { Medida } from './medianas.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM } from './paginas.js';
import { contarBytesDeScript, contextoMovel, estrangular, OBSERVAR_METRICAS } from './com-sessao.js';
import { guardarAPagina } from './segunda-visita.js';

/**
 * Total blocking time as Lighthouse counts it from the page's long tasks: each task's time past 50 ms, and a task that
 * began before the first contentful paint counts only from the paint on.
 */
export function tempoBloqueado(tarefas: { inicio: number; duracao: number }[], fcp: number): number {
  return tarefas.reduce((soma, tarefa) => {
    const depoisDaPintura = tarefa.inicio + tarefa.duracao - Math.max(tarefa.inicio, fcp);
    return soma + Math.max(0, depoisDaPintura - 50);
  }, 0);
}
/** After the network settles, long tasks (hydration when idle) may still come. */
export const QUIETO_MS = 3_000;

/**
 * Opens `url` in a browser of its own as a citizen's runs it, waits until the page is quiet, and returns the page's
 * metrics (`OBSERVAR_METRICAS`) with what `ler` reads from it; `antesDaPagina`, a script that runs before the page's.
 */
export async function visitarSemDepurador<T>(
  url: string,
  { segundaVisita = false, antesDaPagina = '' } = {},
  ler: (pagina: Page) => Promise<T>,
): Promise<{ medidas: Window['__medidas']; lido: T; jsBytes: number }> {
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM });
  try {
    const contexto = await contextoMovel(navegador);
    // As for Lighthouse's repeat visit: opened once, until the service worker controls it and kept it.
    if (segundaVisita) await guardarAPagina(contexto, url);
    await contexto.addInitScript({ content: OBSERVAR_METRICAS + antesDaPagina });
    const pagina = await contexto.newPage();
    const cdp = await contexto.newCDPSession(pagina);
    const jsBytes = contarBytesDeScript(cdp);
    await estrangular(cdp, { semCache: false });
    await pagina.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pagina.waitForLoadState('networkidle');
    await pagina.waitForTimeout(QUIETO_MS);
    const medidas = await pagina.evaluate(() => window.__medidas);
    return { medidas, lido: await ler(pagina), jsBytes: jsBytes() };
  } finally {
    await navegador.close();
  }
}

export async function medirSemDepurador(url: string, { segundaVisita = false } = {}): Promise<Medida> {
  const { medidas: m, jsBytes } = await visitarSemDepurador(url, { segundaVisita }, async () => null);
  const tbtMs = tempoBloqueado(m.tarefasLongas, m.fcp);
  return { lcpMs: m.lcp, fcpMs: m.fcp, tbtMs, cls: m.cls, jsBytes, profundidade: null };
}
