import type { UserManager } from 'oidc-client-ts';
import { entrarComGovBr, sairDoGovBr } from '@portal/shared-auth';
import { registrarGovBr } from './configuracao-oidc';

function gerenciadorFalso(idToken: string | null) {
  return {
    signinRedirect: jest.fn(async () => undefined),
    signoutRedirect: jest.fn(async () => undefined),
    getUser: jest.fn(async () => (idToken ? { id_token: idToken } : null)),
  };
}

describe('registrarGovBr', () => {
  it('entrarComGovBr leva o returnUrl no state do OIDC', async () => {
    const gerenciador = gerenciadorFalso(null);
    const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
    await entrarComGovBr('/inscricao/historico');
    expect(gerenciador.signinRedirect).toHaveBeenCalledWith({
      state: { returnUrl: '/inscricao/historico' },
      nonce: expect.stringMatching(/^[\w-]{22}$/),
    });
    await entrarComGovBr('/home');
    const [primeira, segunda] = gerenciador.signinRedirect.mock.calls as unknown as [{ nonce: string }][];
    expect(primeira![0].nonce).not.toBe(segunda![0].nonce);
    desfazer();
  });

  it('sairDoGovBr envia o id_token_hint quando há um usuário gov.br', async () => {
    const gerenciador = gerenciadorFalso('id-token-1');
    const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
    await sairDoGovBr();
    expect(gerenciador.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-1' });
    desfazer();
  });

  it('depois de desfeito, os remotos recebem um erro claro', async () => {
    registrarGovBr(async () => gerenciadorFalso(null) as unknown as UserManager)();
    await expect(entrarComGovBr('/home')).rejects.toThrow('Entrada gov.br indisponível');
  });
});
