import type { Cabecalhos } from './cabecalhos';

/** One request of the portal's HTTP client. The names are the ones contracts' `requisicao` builds (and axios used). */
export interface ConfiguracaoHttp {
  url?: string;
  /** Any case; the client lower-cases it. */
  method?: string;
  baseURL?: string;
  /** The query string, as an object (null and undefined are left out). */
  params?: unknown;
  /**
   * A plain object or array is sent as JSON; a string, FormData, Blob or URLSearchParams as it is. Typed `any` as in
   * axios: the network edge receives the serialised string, which fakes in tests parse back.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  headers?: Record<string, string> | Cabecalhos;
  /** Milliseconds before the request is abandoned; 0 or absent: no limit. */
  timeout?: number;
  signal?: AbortSignal;
  withCredentials?: boolean;
  /** The network edge for this request only (tests); otherwise `http.defaults.adapter`. */
  adapter?: Adaptador;
  /** A public read: goes without the citizen's token, so the service worker may keep it (the catalogue). */
  anonima?: boolean;
  /** Never answer a 401 of this request with a token refresh (the refresh and logout calls). */
  semRenovacao?: boolean;
  /** Set on the single retry after a refresh, so a second 401 is final. */
  jaRepetida?: boolean;
  /** How many times this request was already sent again after a 503 + Retry-After. */
  tentativaEmSobrecarga?: number;
}

/** The request as the network edge receives it: method lower-case, headers set, body already serialised. */
export interface ConfiguracaoInterna extends ConfiguracaoHttp {
  method: string;
  url: string;
  headers: Cabecalhos;
}

/** `T` defaults to `any` as axios' did, so callers keep narrowing the body themselves (with zod or a reader). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface RespostaHttp<T = any> {
  data: T;
  status: number;
  statusText: string;
  headers: Cabecalhos | Record<string, string>;
  config: ConfiguracaoInterna;
}

/** Sends one request; answers 2xx or throws an ErroHttp (the default is `fetch`, tests put a fake in its place). */
export type Adaptador = (config: ConfiguracaoInterna) => Promise<RespostaHttp>;

/** A failed request: `response` holds the API's answer (status, `{message, errors[]}` body) when there was one. */
export class ErroHttp extends Error {
  constructor(
    message: string,
    /** ERR_BAD_REQUEST (4xx), ERR_BAD_RESPONSE (5xx), ERR_NETWORK, ECONNABORTED (timeout), ERR_CANCELED. */
    readonly code: string,
    readonly config: ConfiguracaoInterna,
    readonly response?: RespostaHttp,
  ) {
    super(message);
    this.name = 'ErroHttp';
  }
}

/**
 * An error of a request: ours, or one a test's fake network edge shaped like it (it carries the request it failed
 * on, and the answer when there was one).
 */
export function ehErroHttp(erro: unknown): erro is ErroHttp {
  if (erro instanceof ErroHttp) return true;
  return erro instanceof Error && typeof (erro as { config?: unknown }).config === 'object';
}
