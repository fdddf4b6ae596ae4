import { sessionStore } from '@portal/shared-auth';
import { CACHE_DAS_PAGINAS } from './mensagens-do-service-worker';
import { paginaDeQuemEntrou } from './regras-de-cache';

/**
 * Whose pages of the signed-in areas the service worker's page cache holds (issue 30 item 3): the id of the person
 * this chunk last saw signed in, '' for no one, absent before it ever looked. The shell's own key: the session
 * (`@portal/shared-auth`, in every first load) must not carry the service worker's names (`bench/orcamento-js.json`,
 * `serviceWorker`), so this chunk, loaded once the page is idle, follows the session instead.
 */
export const CHAVE_DONO_DAS_PAGINAS = 'donoDasPaginasGuardadas';

/** The same, for this page only, where storage is blocked (the session then lives in memory too). */
let donoEmMemoria: string | null = null;

function lerDono(): string | null {
  try {
    return localStorage.getItem(CHAVE_DONO_DAS_PAGINAS);
  } catch {
    return donoEmMemoria;
  }
}

function gravarDono(quem: string): void {
  donoEmMemoria = quem;
  try {
    localStorage.setItem(CHAVE_DONO_DAS_PAGINAS, quem);
  } catch {
    // Kept in memory above.
  }
}

/** Removes the pages of the signed-in areas from the page cache; the public pages and catalogues stay. */
export async function esquecerPaginasDeQuemEntrou(
  abrir: () => Promise<Cache> = () => caches.open(CACHE_DAS_PAGINAS),
): Promise<void> {
  const cache = await abrir();
  const pedidos = await cache.keys();
  await Promise.all(
    pedidos
      .filter((pedido) => paginaDeQuemEntrou(new URL(pedido.url).pathname))
      .map((pedido) => cache.delete(pedido)),
  );
}

/**
 * Forgets the kept pages of the signed-in areas when the person they belong to leaves: a sign-out, a session that
 * expired, another person's sign-in (in this tab or another), a renewal never. Also when that happened on a page left
 * before this chunk loaded: the owner is kept in storage and compared at the start. With no owner known (the first
 * look), nothing goes: the page being opened may be the person's own, just kept, and their sign-out takes it later.
 */
export function seguirQuemEntrou(esquecer: () => Promise<void> = esquecerPaginasDeQuemEntrou): () => void {
  const conferir = () => {
    const quem = String(sessionStore.getState().user?.id ?? '');
    const dono = lerDono();
    if (dono === quem) return;
    gravarDono(quem);
    if (dono) void esquecer().catch(() => undefined);
  };
  conferir();
  return sessionStore.subscribe(conferir);
}
