import { expect, type Page } from '../jornada';

/**
 * Waits until the portal's service worker (registered after the page is interactive, decision 0406) controls the page
 * and has kept `caminho` in its page cache, and every remote file the page loaded in its file caches: from then on the
 * page opens offline. The service worker writes a file after handing it to the page, so a remote's code can be
 * running while its copy is still on the way; going offline then leaves a page that cannot start (seen once in CI,
 * under load: "Loading chunk 511 failed" offline).
 */
export async function esperarPaginaGuardada(page: Page, caminho: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (alvo) => {
          if (!navigator.serviceWorker.controller) return 'o service worker ainda não controla a página';
          if (!(await (await caches.open('portal-paginas')).match(alvo))) return `falta a página ${alvo}`;
          const arquivos = performance
            .getEntriesByType('resource')
            .map((entrada) => entrada.name)
            .filter((url) => new URL(url).pathname.startsWith('/remotes/'));
          const faltam: string[] = [];
          for (const url of arquivos) if (!(await caches.match(url))) faltam.push(url);
          return faltam.length ? `faltam ${faltam.join(', ')}` : 'guardada';
        }, caminho),
      { message: `o service worker guarda ${caminho} e os arquivos dos remotos`, timeout: 30_000 },
    )
    .toBe('guardada');
}

/**
 * Waits until the `aplicativo` chunk (loaded once the page is idle, decision 0406) has started: its notice regions are
 * in the layout, so what the service worker tells the page from now on is heard.
 */
/** The paths of the pages the service worker keeps on this device (its page cache), sorted. */
export function paginasGuardadas(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('portal-paginas')).keys()).map((pedido) => new URL(pedido.url).pathname).sort(),
  );
}

export async function esperarAplicativo(page: Page) {
  await expect(page.locator('.shell-nova-versao')).toBeAttached({ timeout: 30_000 });
}

/** Waits until the service worker keeps a public API read whose address contains `trecho`. */
export async function esperarLeituraGuardada(page: Page, trecho: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (parte) => {
          const cache = await caches.open('portal-api-publica');
          return (await cache.keys()).some((pedido) => pedido.url.includes(parte));
        }, trecho),
      { message: `o service worker guarda uma leitura de ${trecho}`, timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * The time the offline notice must show for a copy kept at `quando`, worked out apart from the portal's formatter: São
 * Paulo is UTC−3 all year (no daylight saving since 2019).
 */
export function horaDeSaoPaulo(quando: Date): string {
  const sp = new Date(quando.getTime() - 3 * 3600_000);
  const dois = (n: number) => String(n).padStart(2, '0');
  return `${dois(sp.getUTCDate())}/${dois(sp.getUTCMonth() + 1)} às ${dois(sp.getUTCHours())}:${dois(sp.getUTCMinutes())}`;
}

/**
 * Counts the documents the page opens from now on (a `DOMContentLoaded` each; a URL the page's own code changes is
 * not one): a page the device kept that opens again from the network (decision 0406) counts twice.
 */
export function contarDocumentos(page: Page): { total: () => number; zerar: () => void } {
  let total = 0;
  page.on('domcontentloaded', () => void total++);
  return { total: () => total, zerar: () => void (total = 0) };
}
