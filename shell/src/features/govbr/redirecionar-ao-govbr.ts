import type { UserManager } from 'oidc-client-ts';
import {
  desmarcarEntradaGovBrSemSaida,
  marcarEntradaGovBrSemSaida,
  pedidoDeNovaAutenticacao,
} from './entrada-govbr-sem-saida';

/**
 * The gov.br sign-in and sign-out redirects, loaded with the OpenID client on first use (registrarGovBr), out of the
 * shell's first load.
 */

/** 128 random bits, URL-safe. */
export function novoNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function irEntrarNoGovBr(gerenciador: UserManager, returnUrl: string): Promise<void> {
  // A fresh nonce per attempt: oidc-client-ts checks it in the ID token, and the API binds it to this browser. After a
  // gov.br sign-in left open on this device, gov.br is asked to authenticate again (entrada-govbr-sem-saida.ts).
  await gerenciador.signinRedirect({
    state: { returnUrl },
    nonce: novoNonce(),
    ...pedidoDeNovaAutenticacao(),
  });
}

export async function irSairDoGovBr(gerenciador: UserManager): Promise<void> {
  const usuario = await gerenciador.getUser();
  // Cleared before leaving: the redirect does not come back here. A redirect that failed leaves gov.br's session open.
  desmarcarEntradaGovBrSemSaida();
  try {
    await gerenciador.signoutRedirect(usuario?.id_token ? { id_token_hint: usuario.id_token } : undefined);
  } catch (erro) {
    marcarEntradaGovBrSemSaida();
    throw erro;
  }
}
