import { ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { sessionStore } from '@portal/shared-auth';
import { novaGeracaoDasPaginas } from './geracao-das-paginas';
import { CACHE_DAS_PAGINAS } from './mensagens-do-service-worker';
import { paginaDeQuemEntrou, prefixosDeQuemEntrou, registroNaPagina } from './areas-de-quem-entrou';

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

/** The registry the portal's server wrote into this page (decision 1562); null when it has none. */
function registroDestaPagina(): unknown {
  try {
    return JSON.parse(document.getElementById(ID_REGISTRO_EMBUTIDO)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Removes the pages of the signed-in areas from the page cache; the public pages and catalogues stay. Which areas:
 * those this page's registry and every kept page's registry declare for a signed-in visitor, and the shell's list
 * (`areas-de-quem-entrou.ts`). A new generation first, so a copy the service worker was still fetching is not written
 * back (`geracao-das-paginas.ts`).
 */
export async function esquecerPaginasDeQuemEntrou(
  armazem: Pick<CacheStorage, 'open'> = caches,
  registro: () => unknown = registroDestaPagina,
): Promise<void> {
  // Deleting is the point: a generation that cannot be written (storage full, no Response) does not stop it.
  await novaGeracaoDasPaginas(armazem).catch(() => undefined);
  const cache = await armazem.open(CACHE_DAS_PAGINAS);
  const pedidos = await cache.keys();
  const registros = await Promise.all(
    pedidos.map(async (pedido) => registroNaPagina((await (await cache.match(pedido))?.text()) ?? '')),
  );
  const prefixos = new Set([registro(), ...registros].flatMap(prefixosDeQuemEntrou));
  await Promise.all(
    pedidos
      .filter((pedido) => paginaDeQuemEntrou(new URL(pedido.url).pathname, prefixos))
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
