/**
 * Whether the last gov.br sign-in on this device was not closed by a gov.br sign-out. The provider's login session
 * outlives the portal's: when her portal session expires (she never pressed "Sair"), gov.br still knows her in this
 * browser, and on a shared device the next person who presses "Entrar com gov.br" would get her code back at once and
 * be signed in as her. While the mark is set, the next sign-in asks the provider to authenticate again (OpenID Connect
 * prompt=login); without it the citizen keeps gov.br's single sign-on. On the device (localStorage), like the
 * provider's cookie, not the tab (decision 0152). Only the lazy gov.br code loads this module, out of the shell's
 * first load.
 */
export const CHAVE_ENTRADA_GOVBR_SEM_SAIDA = 'entradaGovBrSemSaida';

export function marcarEntradaGovBrSemSaida(): void {
  try {
    localStorage.setItem(CHAVE_ENTRADA_GOVBR_SEM_SAIDA, '1');
  } catch {
    // Storage blocked: pedidoDeNovaAutenticacao asks again anyway.
  }
}

export function desmarcarEntradaGovBrSemSaida(): void {
  try {
    localStorage.removeItem(CHAVE_ENTRADA_GOVBR_SEM_SAIDA);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** What to add to signinRedirect's arguments. Where storage is blocked the device cannot tell: it asks again. */
export function pedidoDeNovaAutenticacao(): { prompt?: 'login' } {
  try {
    return localStorage.getItem(CHAVE_ENTRADA_GOVBR_SEM_SAIDA) === null ? {} : { prompt: 'login' };
  } catch {
    return { prompt: 'login' };
  }
}
