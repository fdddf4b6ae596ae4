import { PARAM_RETORNO, urlDeRetornoSegura } from '@portal/contracts';

// The reader of a return URL has one home in contracts since the registration steps bring candidates back too.
export { retornoDaBusca, urlDeRetornoSegura } from '@portal/contracts';

/** `rota?returnUrl=…`, keeping the user's destination through an intermediate page. */
export function comParametroRetorno(rota: string, retorno: string): string {
  return `${rota}?${PARAM_RETORNO}=${encodeURIComponent(retorno)}`;
}

/**
 * A link between the ways in (login, account creation) that keeps the destination the page was given, if it is one
 * of the portal's: a citizen sent to sign in from a course keeps the course when they create an account instead.
 */
export function comORetornoDaBusca(rota: string, busca: string): string {
  const retorno = urlDeRetornoSegura(new URLSearchParams(busca).get(PARAM_RETORNO), '');
  return retorno ? comParametroRetorno(rota, retorno) : rota;
}
