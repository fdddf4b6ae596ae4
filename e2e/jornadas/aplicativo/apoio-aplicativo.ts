import { expect, type Page } from '../../testes/jornada';

/**
 * Waits until the portal's service worker (registered after the page is interactive, decision 0402) controls the page
 * and has kept `caminho` in its page cache: from then on the page opens offline.
 */
export async function esperarPaginaGuardada(page: Page, caminho: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (alvo) => {
          if (!navigator.serviceWorker.controller) return false;
          const cache = await caches.open('portal-paginas');
          return Boolean(await cache.match(alvo));
        }, caminho),
      { message: `o service worker guarda ${caminho}`, timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Waits until the `aplicativo` chunk (loaded once the page is idle, decision 0402) has started: its notice regions are
 * in the layout, so what the service worker tells the page from now on is heard.
 */
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
