/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 30; decision 0406), built by Workbox's InjectManifest from this file
 * (shell/webpack.config.cjs): the shell's files are precached, a remote's files are cached as a citizen uses them, a
 * page seen opens from the device before the network (the shell confirms its composition), pages and public
 * catalogues seen open offline with a notice, and nothing a signed-in citizen reads from the API is kept. Which request
 * goes where is decided by `regras-de-cache.ts`, tested on its own.
 */
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { COOKIE_PREVIA } from '@portal/contracts/previa-de-remoto';
import {
  chaveDaPagina,
  copiaVemAntesDaRede,
  destinoDoPedido,
  paginaComAviso,
  paginaDoAparelho,
  respostaPodeSerGuardada,
  type Destino,
} from './features/aplicativo/regras-de-cache';
import { esquecimentoVence } from './features/aplicativo/geracao-das-paginas';
import {
  CABECALHO_SO_DA_REDE,
  CACHE_DAS_PAGINAS,
  MENSAGEM_ATUALIZAR,
  MENSAGEM_COPIA_DA_API,
  MENSAGEM_GUARDAR_JA_CARREGADOS,
  MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS,
  PAGINA_SEM_CONEXAO,
  type AvisoDeCopia,
  type PedidoDeGuardar,
  type PedidoDeGuardarDepois,
} from './features/aplicativo/mensagens-do-service-worker';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: ({ url: string; revision: string | null } | string)[];
  cookieStore?: { get(nome: string): Promise<unknown> };
};

const precache = self.__WB_MANIFEST;
precacheAndRoute(precache);
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

/**
 * This shell's version, from its precache list (which changes with any of its files): a page is stamped with it when
 * kept, and only a page kept by this same service worker opens before the network. A newer one's precache may no longer
 * hold the files an older page names, so such a copy waits for the network (and is kept again, stamped anew).
 */
const VERSAO_DO_SHELL = String(
  [...JSON.stringify(precache)].reduce((hash, letra) => (Math.imul(hash, 31) + letra.charCodeAt(0)) | 0, 7),
);
const CABECALHO_VERSAO_DO_SHELL = 'X-Portal-Versao-Do-Shell';
/** When this device kept the page, by its own clock (the server's `Date` may disagree with the device's). */
const CABECALHO_GUARDADA_EM = 'X-Portal-Guardada-Em';

/**
 * A new response around `corpo`, with the headers of `resposta` but its length and encoding: a body read or streamed
 * here is already decoded, so the original length and encoding no longer describe it.
 */
function comCorpo(resposta: Response, corpo: BodyInit | null, mudar?: (cabecalhos: Headers) => void) {
  const cabecalhos = new Headers(resposta.headers);
  cabecalhos.delete('Content-Length');
  cabecalhos.delete('Content-Encoding');
  mudar?.(cabecalhos);
  return new Response(corpo, {
    status: resposta.status,
    statusText: resposta.statusText,
    headers: cabecalhos,
  });
}

const carimboDoShell: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    comCorpo(response, response.body, (cabecalhos) => {
      cabecalhos.set(CABECALHO_VERSAO_DO_SHELL, VERSAO_DO_SHELL);
      cabecalhos.set(CABECALHO_GUARDADA_EM, String(Date.now()));
    }),
};

/** When a kept answer was kept: its server's `Date`. */
const dataDaCopia = (resposta: Response) => new Date(resposta.headers.get('Date') ?? Date.now());

/** A kept page with its HTML rewritten. */
const reescrita = async (copia: Response, reescrever: (html: string, copiaDe: Date) => string) =>
  comCorpo(copia, reescrever(await copia.text(), dataDaCopia(copia)));

/** A page read from the cache by the network-first strategy (only ever offline) carries the notice with its time. */
const comAvisoSemConexao: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && reescrita(cachedResponse, paginaComAviso),
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

/** A page is kept, and looked up, under its path alone (a receipt's `?idInscricao=`, decision 0415). */
const pelaChaveDaPagina: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => chaveDaPagina(request.url),
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
    plugins: [
      pelaChaveDaPagina,
      soOQuePodeSerGuardado('pagina'),
      // A person's pages forgotten while their copy was on its way stay forgotten (issue 30 item 3).
      esquecimentoVence(),
      carimboDoShell,
      limite(60),
      comAvisoSemConexao,
      paginaSemConexao,
    ],
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
    soDaRede: request.headers.has(CABECALHO_SO_DA_REDE),
  });
}

/**
 * A page (decision 0406): online, a recent copy kept by this shell opens from the device at once, marked for the
 * shell, while the network fetches the next copy; otherwise network first, and offline the copy with its notice.
 */
async function pagina(request: Request, event: ExtendableEvent): Promise<Response> {
  const copia = self.navigator.onLine
    ? await caches.match(chaveDaPagina(request.url), { cacheName: CACHE_DAS_PAGINAS })
    : undefined;
  const daRede = ESTRATEGIAS.pagina.handle({ request, event });
  const antes =
    copia &&
    copiaVemAntesDaRede({
      versaoDaCopia: copia.headers.get(CABECALHO_VERSAO_DO_SHELL),
      versaoDoShell: VERSAO_DO_SHELL,
      copiaDe: new Date(Number(copia.headers.get(CABECALHO_GUARDADA_EM)) || dataDaCopia(copia).getTime()),
      agora: new Date(),
    });
  if (!antes) return daRede;
  event.waitUntil(daRede.catch(() => undefined));
  return reescrita(copia, paginaDoAparelho);
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
    if (destino === 'pagina') return pagina(request, event);
    return ESTRATEGIAS[destino].handle({ request, event });
  },
);

/**
 * What the page loaded before this service worker controlled it (its first visit, decision 0409): kept through the
 * same rules, so the page and its remote's files are there for the second visit, offline too. The page (in the first
 * list only) and the files are fetched again; API reads are taken only from the browser's own cache.
 */
async function guardarJaCarregados(pagina: string | null, arquivos: string[], event: ExtendableEvent) {
  if (await comPrevia()) return;
  const pedidos = [
    ...(pagina
      ? [new Request(pagina, { headers: { Accept: 'text/html' }, credentials: 'same-origin' })]
      : []),
    ...arquivos.map((url) => new Request(url, { credentials: 'same-origin' })),
  ];
  await Promise.all(
    pedidos.map(async (pedido) => {
      const destino = destinoDe(pedido);
      if (destino === 'rede' || destino === 'pagina-sem-copia') return;
      // The list has no headers: an API read the page made with the citizen's token, asked again from here, went out
      // without it (a 401, and the API saw a citizen's addresses asked anonymously). So API reads come only from what
      // the browser already holds: the catalogue's (public); a signed-in read never (`no-store`).
      const request =
        destino === 'api-publica'
          ? new Request(pedido, { cache: 'only-if-cached', mode: 'same-origin' })
          : pedido;
      await ESTRATEGIAS[destino].handle({ request, event }).catch(() => undefined);
    }),
  );
}

self.addEventListener('message', (event) => {
  const dados = event.data as { tipo?: string } | null;
  if (dados?.tipo === MENSAGEM_ATUALIZAR) void self.skipWaiting();
  let feito: Promise<void> | undefined;
  if (dados?.tipo === MENSAGEM_GUARDAR_JA_CARREGADOS) {
    const { pagina, arquivos } = dados as PedidoDeGuardar;
    feito = guardarJaCarregados(pagina, arquivos, event);
  }
  if (dados?.tipo === MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS)
    feito = guardarJaCarregados(null, (dados as PedidoDeGuardarDepois).arquivos, event);
  if (!feito) return;
  event.waitUntil(feito);
  void feito.then(() => event.ports[0]?.postMessage(true));
});
