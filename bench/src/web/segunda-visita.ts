/**
 * The repeat visit of issue 30 item 2: the page opened once in the Chromium Lighthouse drives, until the portal's
 * service worker controls it and has kept the page (it registers after the page is interactive, decision 0406), so
 * the next Lighthouse run, without its storage reset, finds the shell, the remote's files and the page on the device.
 */
import { chromium, type Page } from '@playwright/test';

const ESPERA_MS = 60_000;

/**
 * Opens `url` in a new page of `contexto` and waits until the service worker controls it and has kept the page and
 * every remote file the page loaded. Polled with `evaluate`, which awaits the check: `waitForFunction` takes the
 * promise an async check returns as its (truthy) answer and returned at once, before anything was kept.
 */
export async function guardarAPagina(contexto: { newPage(): Promise<Page> }, url: string): Promise<void> {
  const pagina = await contexto.newPage();
  await pagina.goto(url, { waitUntil: 'load' });
  const prazo = Date.now() + ESPERA_MS;
  let falta = '';
  while ((falta = await pagina.evaluate(oQueFaltaGuardar, new URL(url).pathname)) !== '') {
    if (Date.now() > prazo) throw new Error(`${url} não ficou no aparelho em ${ESPERA_MS} ms: ${falta}`);
    await pagina.waitForTimeout(250);
  }
  await pagina.close();
}

/** Runs in the page: what the service worker has not kept yet ('' once the page and its remote's files are kept). */
async function oQueFaltaGuardar(caminho: string): Promise<string> {
  if (!navigator.serviceWorker.controller) return 'o service worker ainda não controla a página';
  if (!(await (await caches.open('portal-paginas')).match(caminho))) return `a página ${caminho}`;
  const arquivos = performance
    .getEntriesByType('resource')
    .map((entrada) => entrada.name)
    .filter((endereco) => new URL(endereco).pathname.startsWith('/remotes/'));
  for (const arquivo of arquivos) if (!(await caches.match(arquivo))) return arquivo;
  return '';
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
