/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 30; decisions 0401 and 0402), built by Workbox's InjectManifest from this file
 * (shell/webpack.config.cjs): the shell's files are precached, a remote's files are cached as a citizen uses them,
 * pages and public catalogues seen open offline with a notice, and nothing a signed-in citizen reads from the API is
 * kept. Which request goes where is decided by `regras-de-cache.ts`, tested on its own.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { COOKIE_PREVIA } from '@portal/contracts/previa-de-remoto';
import {
  destinoDoPedido,
  paginaComAviso,
  respostaPodeSerGuardada,
  type Destino,
} from './features/aplicativo/regras-de-cache';
import {
  CACHE_DAS_PAGINAS,
  MENSAGEM_ATUALIZAR,
  MENSAGEM_COPIA_DA_API,
  MENSAGEM_GUARDAR_JA_CARREGADOS,
  PAGINA_SEM_CONEXAO,
  type AvisoDeCopia,
  type PedidoDeGuardar,
} from './features/aplicativo/mensagens-do-service-worker';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
  cookieStore?: { get(nome: string): Promise<unknown> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first installation takes the open page at once, so the remote files it loads next are kept. A new version
// waits instead (no skipWaiting): the page offers "Nova versão disponível — atualizar" and asks for it.
clientsClaim();

/** Only answers the rules allow are written to a cache. */
const soOQuePodeSerGuardado = (destino: Destino): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) =>
    respostaPodeSerGuardada(destino, {
      status: response.status,
      cacheControl: response.headers.get('Cache-Control'),
    })
      ? response
      : null,
});

/** When a kept answer was kept: its server's `Date`. */
const dataDaCopia = (resposta: Response) => new Date(resposta.headers.get('Date') ?? Date.now());

/** A page read from the cache (only ever offline: pages are network first) carries the notice with its time. */
const comAvisoSemConexao: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const copiaDe = dataDaCopia(cachedResponse);
    const cabecalhos = new Headers(cachedResponse.headers);
    // The body is rewritten: its old length and encoding no longer describe it.
    cabecalhos.delete('Content-Length');
    cabecalhos.delete('Content-Encoding');
    return new Response(paginaComAviso(await cachedResponse.text(), copiaDe), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: cabecalhos,
    });
  },
};

/**
 * A public API answer read from the cache (only ever offline: network first) is told to the page that asked, with its
 * time: a page reached through a link has no notice written into its HTML, so the shell shows one (decision 0403).
 */
const contaAPaginaDaCopia: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const idDaPagina = (event as FetchEvent | undefined)?.clientId;
    if (cachedResponse && idDaPagina) {
      const aviso: AvisoDeCopia = {
        tipo: MENSAGEM_COPIA_DA_API,
        copiaDe: dataDaCopia(cachedResponse).getTime(),
      };
      (await self.clients.get(idDaPagina))?.postMessage(aviso);
    }
    return cachedResponse;
  },
};

/** A page that cannot be reached nor was ever seen: the portal's own offline page. */
const paginaSemConexao: WorkboxPlugin = {
  handlerDidError: async () => (await matchPrecache(PAGINA_SEM_CONEXAO)) ?? Response.error(),
};

const limite = (maxEntries: number, dias?: number) =>
  new ExpirationPlugin({
    maxEntries,
    ...(dias ? { maxAgeSeconds: dias * 24 * 3600 } : {}),
    purgeOnQuotaError: true,
  });

const ESTRATEGIAS: Record<Exclude<Destino, 'rede'>, Strategy> = {
  pagina: new NetworkFirst({
    cacheName: CACHE_DAS_PAGINAS,
    plugins: [soOQuePodeSerGuardado('pagina'), limite(60), comAvisoSemConexao, paginaSemConexao],
  }),
  'pagina-sem-copia': new NetworkOnly({ plugins: [paginaSemConexao] }),
  registro: new NetworkFirst({
    cacheName: 'portal-registro',
    plugins: [soOQuePodeSerGuardado('registro')],
  }),
  'entrada-de-remoto': new NetworkFirst({
    cacheName: 'portal-remotos-entradas',
    plugins: [soOQuePodeSerGuardado('entrada-de-remoto'), limite(60)],
  }),
  'arquivo-de-remoto': new CacheFirst({
    cacheName: 'portal-remotos-arquivos',
    plugins: [soOQuePodeSerGuardado('arquivo-de-remoto'), limite(400)],
  }),
  'api-publica': new NetworkFirst({
    cacheName: 'portal-api-publica',
    plugins: [soOQuePodeSerGuardado('api-publica'), limite(200, 7), contaAPaginaDaCopia],
  }),
};

function destinoDe(request: Request): Destino {
  return destinoDoPedido({
    url: new URL(request.url),
    origem: self.location.origin,
    metodo: request.method,
    modo: request.mode,
    aceita: request.headers.get('Accept') ?? '',
    autorizado: request.headers.has('Authorization'),
  });
}

/**
 * A tester's preview (`?remoto-previa=`, decision 0903) is a session cookie: while this browser has one, every request
 * goes to the network as if there were no service worker, and nothing is kept. Where the browser gives no cookie API
 * to a service worker, the portal's server marks a page composed with a preview `no-store`, so it is not kept either.
 */
async function comPrevia(): Promise<boolean> {
  try {
    return Boolean(await self.cookieStore?.get(COOKIE_PREVIA));
  } catch {
    return false;
  }
}

registerRoute(
  ({ request }) => destinoDe(request) !== 'rede',
  async ({ request, event }) => {
    const destino = destinoDe(request) as Exclude<Destino, 'rede'>;
    if (await comPrevia()) {
      const direto = destino.startsWith('pagina') ? ESTRATEGIAS['pagina-sem-copia'] : new NetworkOnly();
      return direto.handle({ request, event });
    }
    return ESTRATEGIAS[destino].handle({ request, event });
  },
);

/**
 * What the page loaded before this service worker controlled it (its first visit): fetched again through the same
 * rules, so the page and its remote's files are there for the second visit, offline too.
 */
async function guardarJaCarregados({ pagina, arquivos }: PedidoDeGuardar, event: ExtendableEvent) {
  if (await comPrevia()) return;
  const pedidos = [
    new Request(pagina, { headers: { Accept: 'text/html' }, credentials: 'same-origin' }),
    ...arquivos.map((url) => new Request(url, { credentials: 'same-origin' })),
  ];
  await Promise.all(
    pedidos.map(async (request) => {
      const destino = destinoDe(request);
      if (destino === 'rede' || destino === 'pagina-sem-copia') return;
      await ESTRATEGIAS[destino].handle({ request, event }).catch(() => undefined);
    }),
  );
}

self.addEventListener('message', (event) => {
  const dados = event.data as { tipo?: string } | null;
  if (dados?.tipo === MENSAGEM_ATUALIZAR) void self.skipWaiting();
  if (dados?.tipo === MENSAGEM_GUARDAR_JA_CARREGADOS) {
    const feito = guardarJaCarregados(dados as PedidoDeGuardar, event);
    event.waitUntil(feito);
    void feito.then(() => event.ports[0]?.postMessage(true));
  }
});
