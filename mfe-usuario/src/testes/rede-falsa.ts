import { fingirRede, type ChamadaFeita, type RotasFalsas } from '@portal/shared-auth/testes';

/** A call nobody expected answers 599, so a test never passes by accident on a request it did not mean to make. */
const SEM_ROTA = { status: 599, data: { message: 'sem rota', errors: [] } };

/**
 * The shared fake network edge (@portal/shared-auth/testes) with this remote's defaults: keys 'METHOD /path', and
 * shared-auth's CSRF cookie GET answered but not listed (it is not the page's request). Returns the requests seen.
 */
export function redeFalsa(rotas: RotasFalsas): ChamadaFeita[] {
  return fingirRede(rotas, { semRota: SEM_ROTA, ignorarCookieCsrf: true });
}

export { restaurarRede } from '@portal/shared-auth/testes';
