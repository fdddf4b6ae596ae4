/**
 * The repeat visit of issue 30 item 2: the page opened once in the Chromium Lighthouse drives, until the portal's
 * service worker controls it and has kept the page (it registers after the page is interactive, decision 0402), so
 * the next Lighthouse run, without its storage reset, finds the shell, the remote's files and the page on the device.
 */
import { chromium, type Page } from '@playwright/test';

const ESPERA_MS = 60_000;

/** Opens `url` in a new page of `contexto` and waits until the service worker controls it and has kept the page. */
export async function guardarAPagina(contexto: { newPage(): Promise<Page> }, url: string): Promise<void> {
  const pagina = await contexto.newPage();
  await pagina.goto(url, { waitUntil: 'load' });
  await pagina.waitForFunction(
    async (alvo) =>
      Boolean(navigator.serviceWorker.controller) &&
      Boolean(await (await caches.open('portal-paginas')).match(alvo)),
    new URL(url).pathname,
    { timeout: ESPERA_MS, polling: 250 },
  );
  await pagina.close();
}

export async function aquecerSegundaVisita(url: string, portaChromium: number): Promise<void> {
  const navegador = await chromium.connectOverCDP(`http://127.0.0.1:${portaChromium}`);
  try {
    const contexto = navegador.contexts()[0];
    if (!contexto) throw new Error('O Chromium do Lighthouse não tem contexto padrão.');
    await guardarAPagina(contexto, url);
  } finally {
    // Only the Playwright connection closes: the browser is Lighthouse's.
    await navegador.close();
  }
}
