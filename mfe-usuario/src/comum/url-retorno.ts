import { PARAM_RETORNO } from '@portal/contracts';

// The reader of a return URL has one home in contracts since the registration steps bring candidates back too.
export { retornoDaBusca, urlDeRetornoSegura } from '@portal/contracts';

/** `rota?returnUrl=…`, keeping the user's destination through an intermediate page. */
export function comParametroRetorno(rota: string, retorno: string): string {
  return `${rota}?${PARAM_RETORNO}=${encodeURIComponent(retorno)}`;
}
