import { waitFor } from '@testing-library/react';
import { definirIdentidadeGovBr, registrarSaidaGovBr, sessionStore } from '@portal/shared-auth';
import { redeFalsa } from '../../../testes/rede-falsa';
import { entrarComo, limparEntreTestes, ouvirNotificacoes, renderizarRota } from '../../../testes/renderizar';

const CHAVES_DA_SESSAO = ['access_token', 'refresh_token', 'access_tokenGov'];

describe('logout', () => {
  limparEntreTestes();
  const notificacoes = ouvirNotificacoes();

  it('revoga no servidor, esvazia as chaves da sessão e volta para /home com o aviso', async () => {
    entrarComo();
    const vistas = redeFalsa({ 'POST /v1/usuario/logout': { status: 204 } });
    const { navegarFora } = renderizarRota('/usuario/logout');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
    expect(vistas).toEqual([
      expect.objectContaining({
        metodo: 'POST',
        url: '/v1/usuario/logout',
        corpo: { refreshToken: 'refresh-teste' },
      }),
    ]);
    for (const chave of CHAVES_DA_SESSAO) expect(window.localStorage.getItem(chave)).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    expect(notificacoes).toContainEqual(
      expect.objectContaining({ tipo: 'toast', texto: 'Você saiu do portal.', cor: 'success' }),
    );
  });

  it('sai mesmo quando o servidor não responde', async () => {
    entrarComo();
    redeFalsa({ 'POST /v1/usuario/logout': { status: 503, data: { message: 'fora', errors: [] } } });
    const { navegarFora } = renderizarRota('/usuario/logout');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  // In a surge the API sheds the revocation with 503 + Retry-After and the client tries again for up to a minute:
  // the citizen waited on "Sair" all that time, though this browser had nothing left to do.
  it('com a API sobrecarregada, sai na hora: a revogação segue sem prender a página', async () => {
    entrarComo();
    redeFalsa({
      'POST /v1/usuario/logout': {
        status: 503,
        headers: { 'retry-after': '30' },
        data: { message: 'ocupado', errors: [] },
      },
    });
    const { navegarFora } = renderizarRota('/usuario/logout');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
    for (const chave of CHAVES_DA_SESSAO) expect(window.localStorage.getItem(chave)).toBeNull();
  });

  it('encerra também a sessão do gov.br quando a entrada veio de lá', async () => {
    entrarComo();
    definirIdentidadeGovBr({ email: 'maria.silva@exemplo.com.br', name: 'Maria Silva' }, 'token-gov');
    const saida = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
    const cancelar = registrarSaidaGovBr(saida);
    redeFalsa({ 'POST /v1/usuario/logout': { status: 204 } });
    const { navegarFora } = renderizarRota('/usuario/logout');
    await waitFor(() => expect(saida).toHaveBeenCalledTimes(1));
    for (const chave of CHAVES_DA_SESSAO) expect(window.localStorage.getItem(chave)).toBeNull();
    // The provider redirects back to /home itself.
    expect(navegarFora).not.toHaveBeenCalled();
    cancelar();
  });

  it('sem a saída do gov.br disponível, ainda encerra a sessão local e volta para /home com o aviso', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    entrarComo();
    definirIdentidadeGovBr({ email: 'maria.silva@exemplo.com.br', name: 'Maria Silva' }, 'token-gov');
    redeFalsa({ 'POST /v1/usuario/logout': { status: 204 } });
    const { navegarFora } = renderizarRota('/usuario/logout');
    await waitFor(() => expect(navegarFora).toHaveBeenCalledWith('/home'));
    for (const chave of CHAVES_DA_SESSAO) expect(window.localStorage.getItem(chave)).toBeNull();
    expect(notificacoes).toContainEqual(expect.objectContaining({ texto: 'Você saiu do portal.' }));
    jest.restoreAllMocks();
  });
});
