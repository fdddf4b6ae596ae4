/** How a request's full URL is written: the same rules axios had, so URLs (and the API's cache keys) do not change. */

const ABSOLUTA = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function codificar(valor: string): string {
  return encodeURIComponent(valor)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function textoDoValor(valor: unknown): string {
  if (valor instanceof Date) return valor.toISOString();
  return typeof valor === 'object' ? JSON.stringify(valor) : String(valor);
}

/** `{a: 1, b: [2, 3], c: undefined}` → `a=1&b%5B%5D=2&b%5B%5D=3`. */
export function serializarParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (typeof params !== 'object' || params === null) return '';
  const partes: string[] = [];
  for (const [chave, valor] of Object.entries(params)) {
    if (valor === undefined || valor === null) continue;
    const nome = codificar(chave) + (Array.isArray(valor) ? '%5B%5D' : '');
    for (const item of Array.isArray(valor) ? valor : [valor]) {
      if (item !== undefined && item !== null) partes.push(`${nome}=${codificar(textoDoValor(item))}`);
    }
  }
  return partes.join('&');
}

/** `baseURL` + `url` (an absolute `url` stands alone), then the query string of `params`. */
export function urlCompleta({
  baseURL,
  url = '',
  params,
}: {
  baseURL?: string;
  url?: string;
  params?: unknown;
}) {
  const caminho =
    baseURL && !ABSOLUTA.test(url)
      ? url
        ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`
        : baseURL
      : url;
  const consulta = serializarParams(params);
  if (!consulta) return caminho;
  const semAncora = caminho.split('#')[0] ?? '';
  return `${semAncora}${semAncora.includes('?') ? '&' : '?'}${consulta}`;
}
