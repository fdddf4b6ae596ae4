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

/** The time the offline notice must show for a copy kept now, as a citizen in São Paulo reads it. */
export function horaDeSaoPaulo(quando: Date): string {
  const partes = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(quando)
      .map((p) => [p.type, p.value]),
  );
  return `${partes.day}/${partes.month} às ${partes.hour}:${partes.minute}`;
}
