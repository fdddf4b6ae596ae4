/**
 * A first or repeat visit's main thread as a citizen's browser runs it: the preset's limits applied through CDP, and
 * no debugger attached. Lighthouse always enables the `Debugger` domain while it navigates (its `enableAsyncStacks`,
 * for request initiators), and with a debugger attached Chromium reads V8's code cache on the main thread: a repeat
 * visit served by the service worker, whose code cache was made when the worker installed, shows 60–80 ms of
 * compilation per large chunk that a phone without DevTools never does (decision 0405). TBT here is read from the
 * page's own `longtask` entries. Its LCP is not the repeat visit's on a phone: the limits apply to the page, not to the
 * service worker's own requests (the network-first page), as with Lighthouse's applied limits.
 */
import { chromium } from '@playwright/test';
import type { Medida } from './medianas.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM } from './paginas.js';
import { estrangular, OBSERVAR_METRICAS } from './com-sessao.js';

const ESPERA_MS = 60_000;

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
const QUIETO_MS = 3_000;

export async function medirSemDepurador(url: string, { segundaVisita = false } = {}): Promise<Medida> {
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM });
  try {
    const contexto = await navegador.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    if (segundaVisita) {
      // As segunda-visita.ts does for Lighthouse: opened once, until the service worker controls it and kept it.
      const primeira = await contexto.newPage();
      await primeira.goto(url, { waitUntil: 'load' });
      await primeira.waitForFunction(
        async (alvo) =>
          Boolean(navigator.serviceWorker.controller) &&
          Boolean(await (await caches.open('portal-paginas')).match(alvo)),
        new URL(url).pathname,
        { timeout: ESPERA_MS, polling: 250 },
      );
      await primeira.close();
    }
    await contexto.addInitScript({ content: OBSERVAR_METRICAS });
    const pagina = await contexto.newPage();
    const cdp = await contexto.newCDPSession(pagina);
    let jsBytes = 0;
    const tipos = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => tipos.set(requestId, type ?? ''));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (tipos.get(requestId) === 'Script') jsBytes += encodedDataLength;
    });
    await estrangular(cdp, { semCache: false });
    await pagina.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pagina.waitForLoadState('networkidle');
    await pagina.waitForTimeout(QUIETO_MS);
    const m = await pagina.evaluate(() => window.__medidas);
    const tbtMs = tempoBloqueado(m.tarefasLongas, m.fcp);
    return { lcpMs: m.lcp, fcpMs: m.fcp, tbtMs, cls: m.cls, jsBytes, profundidade: null };
  } finally {
    await navegador.close();
  }
}
