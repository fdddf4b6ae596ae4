import { act, screen } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { TEXTO_SO_A_PAGINA_GUARDADA } from './area-remota';
import { ESPERAS_DEPOIS_DA_VOLTA_MS } from '../hooks/use-lifecycles-do-remoto';
import {
  catalogoCom,
  prepararAreaRemota,
  prepararPaginaGuardada,
  renderizar,
} from '../../../testes/area-remota';

prepararAreaRemota();

/**
 * Decision 0414: the connection came back and the remote still does not answer. A file of its own, like
 * area-remota-sem-rede.test.tsx: whether the page arrived prerendered is read once per page.
 */
describe('AreaRemota com a conexão de volta e o remoto fora do ar', () => {
  const rede = prepararPaginaGuardada();
  beforeEach(() => jest.useFakeTimers());

  it('mantém a página com o aviso durante as esperas, e depois mostra o painel de indisponível', async () => {
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    federacao.loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    renderizar(catalogoCom(federacao), '/usuario/login');
    expect(await screen.findByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();

    rede.online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    for (const espera of ESPERAS_DEPOIS_DA_VOLTA_MS) {
      expect(screen.getByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();
      expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(espera));
    }
    expect(await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel })).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2 + ESPERAS_DEPOIS_DA_VOLTA_MS.length);
  });
});
