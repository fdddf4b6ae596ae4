import type { UserManager } from 'oidc-client-ts';
import { entrarComGovBr, sairDoGovBr } from '@portal/shared-auth';
import { registrarGovBr } from './configuracao-oidc';
import { CHAVE_ENTRADA_GOVBR_SEM_SAIDA, marcarEntradaGovBrSemSaida } from '../entrada-govbr-sem-saida';

function gerenciadorFalso(idToken: string | null) {
  return {
    signinRedirect: jest.fn(async () => undefined),
    signoutRedirect: jest.fn(async () => undefined),
    getUser: jest.fn(async () => (idToken ? { id_token: idToken } : null)),
  };
}

beforeEach(() => localStorage.clear());

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

  // The provider's session outlives the portal's: on a shared device, the next person would be signed in as the last.
  describe('depois de uma entrada com gov.br sem a saída do gov.br', () => {
    it('a próxima entrada pede ao gov.br que autentique de novo (prompt=login)', async () => {
      marcarEntradaGovBrSemSaida();
      const gerenciador = gerenciadorFalso(null);
      const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
      await entrarComGovBr('/home');
      expect(gerenciador.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'login' }));
      desfazer();
    });

    it('depois da saída do gov.br, a próxima entrada não pede nova autenticação', async () => {
      marcarEntradaGovBrSemSaida();
      const gerenciador = gerenciadorFalso('id-token-1');
      const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
      await sairDoGovBr();
      await entrarComGovBr('/home');
      expect(gerenciador.signinRedirect).toHaveBeenCalledWith(
        expect.not.objectContaining({ prompt: expect.anything() }),
      );
      desfazer();
    });

    it('se a saída do gov.br falha, a marca fica (a sessão do gov.br continua aberta)', async () => {
      marcarEntradaGovBrSemSaida();
      const gerenciador = gerenciadorFalso('id-token-1');
      gerenciador.signoutRedirect.mockRejectedValueOnce(new Error('rede'));
      const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
      await expect(sairDoGovBr()).rejects.toThrow('rede');
      await entrarComGovBr('/home');
      expect(gerenciador.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'login' }));
      desfazer();
    });
  });

  it('num aparelho que nunca entrou com gov.br, a entrada não pede nova autenticação', async () => {
    const gerenciador = gerenciadorFalso(null);
    const desfazer = registrarGovBr(async () => gerenciador as unknown as UserManager);
    await entrarComGovBr('/home');
    expect(gerenciador.signinRedirect).toHaveBeenCalledWith(
      expect.not.objectContaining({ prompt: expect.anything() }),
    );
    expect(localStorage.getItem(CHAVE_ENTRADA_GOVBR_SEM_SAIDA)).toBeNull();
    desfazer();
  });
});
