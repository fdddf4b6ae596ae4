import { PARAM_RETORNO, Rota } from './routes.js';

// Any absolute URL would do for parsing: only a path that stays on it after resolution is accepted.
const ORIGEM_DE_TESTE = 'https://portal.invalid';

/** Browsers read a backslash as a slash and drop tabs and newlines: `/\\evil` or `/\t/evil` would leave the portal. */
function temCaractereSuspeito(valor: string): boolean {
  return [...valor].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || /\s/.test(c));
}

/**
 * A return URL (`?returnUrl=`), accepted only as a same-origin path: an open redirect would let a phishing link send a
 * citizen anywhere. Used by the login and terms pages and by the registration steps that bring a candidate back to
 * the course they were enrolling in (issue 28 §1); zod-free, so it costs a page a few bytes.
 */
export function urlDeRetornoSegura(valor: string | null | undefined, padrao: string = Rota.home): string {
  if (!valor || !valor.startsWith('/') || valor.startsWith('//') || temCaractereSuspeito(valor))
    return padrao;
  try {
    const url = new URL(valor, ORIGEM_DE_TESTE);
    if (url.origin !== ORIGEM_DE_TESTE) return padrao;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return padrao;
  }
}

/** The safe return URL carried by a query string such as `?returnUrl=/inscricao/historico`. */
export function retornoDaBusca(busca: string, padrao: string = Rota.home): string {
  return urlDeRetornoSegura(new URLSearchParams(busca).get(PARAM_RETORNO), padrao);
}
