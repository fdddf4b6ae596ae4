/**
 * What the page and the service worker say to each other, and the names both read (one home each; the device-page mark
 * is in `pagina-do-aparelho.ts`, as the boot reads it). Nothing of the first load imports this file:
 * `bench/orcamento-js.json` (`serviceWorker`) fails a build whose first load carries these names.
 */

/** The page asks a waiting version to take over, after the citizen pressed "atualizar". */
export const MENSAGEM_ATUALIZAR = 'atualizar';

/** The page lists what it loaded before the service worker controlled it (its first visit, decision 0409). */
export const MENSAGEM_GUARDAR_JA_CARREGADOS = 'guardar-ja-carregados';

export interface PedidoDeGuardar {
  tipo: typeof MENSAGEM_GUARDAR_JA_CARREGADOS;
  /** The page's own URL. */
  pagina: string;
  /** Every file and API read it made (the rules decide which are kept). */
  arquivos: string[];
}

/**
 * Reads the page asked before the service worker controlled it that ended after the list (decision 0409). A type of
 * its own: a service worker of an older shell ignores it (it would have read the missing `pagina` as a page to keep).
 */
export const MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS = 'guardar-os-que-terminaram-depois';

export interface PedidoDeGuardarDepois {
  tipo: typeof MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS;
  arquivos: string[];
}

/**
 * The service worker answered one of the page's public API reads from the device (offline): a page reached without
 * loading a new document (a link inside the portal) says how old what it shows is, as a page from the device does.
 */
export const MENSAGEM_COPIA_DA_API = 'copia-da-api';

export interface AvisoDeCopia {
  tipo: typeof MENSAGEM_COPIA_DA_API;
  /** When the copy was kept (its `Date` header), in ms since the epoch. */
  copiaDe: number;
}

/** The page's own request for the registry, past the service worker: only the network can confirm a kept page. */
export const CABECALHO_SO_DA_REDE = 'X-Portal-So-Da-Rede';

/** The pages seen: the offline page lists them as what still works. */
export const CACHE_DAS_PAGINAS = 'portal-paginas';

/** The portal's offline page, precached with the shell (shell/public/offline.html). */
export const PAGINA_SEM_CONEXAO = '/offline.html';

/** Where the service worker is served: the root of the portal, so its scope is every page. */
export const ARQUIVO_DO_SERVICE_WORKER = '/sw.js';
