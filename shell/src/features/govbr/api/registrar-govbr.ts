import type { UserManager } from 'oidc-client-ts';
import { registrarEntradaGovBr, registrarSaidaGovBr } from '@portal/shared-auth';

/**
 * Lets remotes start a gov.br sign-in or sign-out through shared-auth (entrarComGovBr / sairDoGovBr)
 * without bundling an OpenID client of their own. Returns the function that undoes the registration.
 */
export function registrarGovBr(gerenciador: UserManager): () => void {
  const desfazerEntrada = registrarEntradaGovBr((returnUrl) => gerenciador.signinRedirect({ state: { returnUrl } }));
  const desfazerSaida = registrarSaidaGovBr(async () => {
    const usuario = await gerenciador.getUser();
    await gerenciador.signoutRedirect(usuario?.id_token ? { id_token_hint: usuario.id_token } : undefined);
  });
  return () => {
    desfazerEntrada();
    desfazerSaida();
  };
}
