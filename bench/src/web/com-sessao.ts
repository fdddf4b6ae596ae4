/**
 * A signed-in page measured with Playwright under the same throttling as Lighthouse's mobile preset, applied through
 * CDP (network conditions and CPU slowdown), with LCP, FCP and CLS read from PerformanceObserver in the page.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import type { Tokens } from '../sessao-demonstracao.js';
import type { Medida } from './medianas.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM, ESTRANGULAMENTO } from './paginas.js';
import { multiplicadorDeCpu } from './cpu.js';
import { profundidadeDasRequisicoes, type EventoDeRede } from './profundidade.js';

declare global {
  interface Window {
    __medidas: {
      lcp: number;
      fcp: number;
      cls: number;
      tarefasLongas: { inicio: number; duracao: number }[];
    };
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx would wrap a function's inner arrows
 * with a `__name` helper that does not exist in the page.
 */
export const OBSERVAR_METRICAS = `
  window.__medidas = { lcp: 0, fcp: 0, cls: 0, tarefasLongas: [] };
  const observar = (type, aoVer) =>
    new PerformanceObserver((lista) => lista.getEntries().forEach(aoVer)).observe({ type, buffered: true });
  observar('largest-contentful-paint', (e) => { window.__medidas.lcp = e.startTime; });
  observar('paint', (e) => { if (e.name === 'first-contentful-paint') window.__medidas.fcp = e.startTime; });
  observar('layout-shift', (e) => { if (!e.hadRecentInput) window.__medidas.cls += e.value; });
  observar('longtask', (e) => { window.__medidas.tarefasLongas.push({ inicio: e.startTime, duracao: e.duration }); });
`;

/** The preset's limits applied to the page; `semCache` also bypasses the HTTP cache (a first visit on a used browser). */
export async function estrangular(cdp: Pick<CDPSession, 'send'>, { semCache = true } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: semCache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ESTRANGULAMENTO.rttMs,
    downloadThroughput: (ESTRANGULAMENTO.throughputKbps * 1024) / 8,
    uploadThroughput: (ESTRANGULAMENTO.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplicadorDeCpu() });
}

/** The phone Lighthouse's mobile preset emulates: its viewport and pixel ratio. */
export const TELA_MOVEL = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** A phone-sized context, as Lighthouse's mobile preset emulates one. */
export const contextoMovel = (navegador: Browser): Promise<BrowserContext> => {
  const { deviceScaleFactor, ...viewport } = TELA_MOVEL;
  return navegador.newContext({ viewport, deviceScaleFactor, isMobile: true });
};

/** Counts the bytes of script the page receives (as transferred), and hands each request to `aoPedir`. */
export function contarBytesDeScript(
  cdp: CDPSession,
  aoPedir: (pedido: EventoDeRede) => void = () => {},
): () => number {
  let jsBytes = 0;
  const tipos = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (params) => {
    aoPedir({ method: 'Network.requestWillBeSent', params: params as EventoDeRede['params'] });
    tipos.set(params.requestId, params.type ?? '');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (tipos.get(requestId) === 'Script') jsBytes += encodedDataLength;
  });
  return () => jsBytes;
}

export async function medirComSessao(
  url: string,
  tokens: Tokens,
): Promise<Medida & { maisFunda: string | null }> {
  const navegador = await chromium.launch({
    executablePath: CHROMIUM,
    args: ARGUMENTOS_CHROMIUM.filter((a) => a !== '--headless'),
  });
  try {
    const contexto = await contextoMovel(navegador);
    await contexto.addInitScript(({ token, refreshToken }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('refresh_token', refreshToken);
    }, tokens);
    await contexto.addInitScript({ content: OBSERVAR_METRICAS });
    const pagina = await contexto.newPage();
    const cdp = await contexto.newCDPSession(pagina);
    const eventos: EventoDeRede[] = [];
    const jsBytes = contarBytesDeScript(cdp, (evento) => eventos.push(evento));
    await estrangular(cdp);
    await pagina.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pagina.locator('.area-remota h1').first().waitFor({ timeout: 120_000 });
    await pagina.waitForLoadState('networkidle');
    const m = await pagina.evaluate(() => window.__medidas);
    const { maxima, maisFunda } = profundidadeDasRequisicoes(eventos);
    return {
      lcpMs: m.lcp,
      fcpMs: m.fcp,
      tbtMs: null,
      cls: m.cls,
      jsBytes: jsBytes(),
      profundidade: maxima || null,
      maisFunda,
    };
  } finally {
    await navegador.close();
  }
}
