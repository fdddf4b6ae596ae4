import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Which generation of kept pages the device is on (issue 30 item 3): a new one each time the pages of a person who
 * left are forgotten (a sign-out, another person's sign-in; `paginas-de-quem-entrou.ts`). The service worker fetches
 * a page's next copy while the citizen reads the one from the device (decision 0406), or while a slow network
 * answers; a copy asked for before the forgetting and answered after it was written back, and the previous person's
 * page was on the device again for the next one. So a page's copy is kept only if the generation it was asked in is
 * still the device's when it is written.
 *
 * In Cache Storage, which the page and the service worker both reach without talking to each other (the page may have
 * no service worker in control, and the service worker may have been stopped and started again meanwhile); in a cache
 * of its own, so the page cache's expiration never drops it and the offline page never lists it. A token, not a
 * clock: only whether it changed counts.
 */
export const CACHE_DA_GERACAO = 'portal-geracao-das-paginas';
/** The entry's key: an address on the portal's origin that is never fetched. */
const CHAVE_DA_GERACAO = '/geracao-das-paginas';

type Armazem = Pick<CacheStorage, 'open'>;

/** The device's generation; '' before any forgetting (and where Cache Storage cannot be read: nothing to compare). */
export async function geracaoDasPaginas(armazem: Armazem = caches): Promise<string> {
  try {
    const guardada = await (await armazem.open(CACHE_DA_GERACAO)).match(CHAVE_DA_GERACAO);
    return guardada ? await guardada.text() : '';
  } catch {
    return '';
  }
}

/** Starts a new generation: written before the pages are deleted, so a copy written after the deletion sees it. */
export async function novaGeracaoDasPaginas(armazem: Armazem = caches): Promise<void> {
  const geracao = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await (await armazem.open(CACHE_DA_GERACAO)).put(CHAVE_DA_GERACAO, new Response(geracao));
}

/**
 * The page strategy's guard: the generation is read when the request starts; a copy is written only if it has not
 * changed, and looked at again once written, since a forgetting may land between that look and the write (then the
 * copy just written goes too). For every page, not only the signed-in areas': the service worker does not need to
 * know whose page it is, and a public page whose refresh began before a sign-out only keeps its previous copy.
 */
export function esquecimentoVence(armazem: Armazem = caches): WorkboxPlugin {
  return {
    handlerWillStart: async ({ state }) => {
      if (state) state.geracao = await geracaoDasPaginas(armazem);
    },
    cacheWillUpdate: async ({ response, state }) =>
      (await geracaoDasPaginas(armazem)) === state?.geracao ? response : null,
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if ((await geracaoDasPaginas(armazem)) !== state?.geracao)
        await (await armazem.open(cacheName)).delete(request);
    },
  };
}
