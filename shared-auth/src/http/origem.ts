import { HttpNome } from '@portal/contracts';

const ABSOLUTA = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** Relative URLs, and absolute ones on this page's origin, are ours: they get cookies and the CSRF header. */
export function ehMesmaOrigem(url: string): boolean {
  if (!ABSOLUTA.test(url)) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The origin of a URL as the browser resolves it against this page; null when it does not parse. */
function origemDe(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * The citizen's token goes only to the API (issue 27 item 10): the origin of the configured `baseURL` (the page's own
 * when it is relative or empty). An analytics, CEP or any other address on another origin never sees it.
 */
export function ehOrigemDaApi(url: string, baseURL: string | undefined): boolean {
  const daApi = origemDe(baseURL || '/');
  return daApi !== null && origemDe(url) === daApi;
}

export function lerCookie(nome: string): string | null {
  const par = document.cookie.split('; ').find((item) => item.startsWith(`${nome}=`));
  return par ? decodeURIComponent(par.slice(nome.length + 1)) : null;
}

const METODOS_SEGUROS = ['get', 'head', 'options'];

/** State-changing requests to our own origin must carry the CSRF header (spec §7). */
export function precisaDeCsrf(metodo: string | undefined, url: string): boolean {
  return !METODOS_SEGUROS.includes((metodo ?? 'get').toLowerCase()) && ehMesmaOrigem(url);
}

/** The CSRF header value for this request, or null when it must not carry one. */
export function tokenCsrfPara(metodo: string | undefined, url: string): string | null {
  return precisaDeCsrf(metodo, url) ? lerCookie(HttpNome.csrfCookie) : null;
}
