import { HttpNome, Mensagem } from '@portal/contracts';
import { configurarHttp, iniciarSessao } from '@portal/shared-auth';
import { tokenDeTeste, USUARIO_DE_TESTE, type RespostaFalsa } from '@portal/shared-auth/testes';

/** The API's answer to an expired access token; with no refresh route faked, the renewal is refused too. */
export const SESSAO_EXPIRADA: RespostaFalsa = {
  status: 401,
  data: { message: Mensagem.tokenExpirado, errors: [] },
  headers: { [HttpNome.tokenExpired]: 'true' },
};

/**
 * Signs a staff member in as the portal does (iniciarSessao: the drafts of the tab now belong to this person; another
 * person's sign-in removes them). `sid` 7 is the user of `entrarNaEquipe`.
 */
export function entrarPeloPortal(papel: string, sid = USUARIO_DE_TESTE.id): void {
  iniciarSessao({
    token: tokenDeTeste({ sid, role: papel, name: 'Equipe' }),
    refreshToken: `renovacao-${sid}`,
  });
}

/** Where the portal would send the staff member to sign in once the session cannot be renewed (a spy). */
export function aoExpirarASessao(): jest.Mock<void, [string]> {
  const aoExpirarSessao = jest.fn<void, [string]>();
  configurarHttp({ baseURL: '', aoExpirarSessao });
  return aoExpirarSessao;
}

/** The tab as another test finds it: no session, no draft, the default expiry. */
export function esquecerSessao(): void {
  configurarHttp({ baseURL: '' });
  localStorage.clear();
  sessionStorage.clear();
}
