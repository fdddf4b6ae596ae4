import { act, fireEvent, screen } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { TEXTO_SO_A_PAGINA_GUARDADA, TEXTO_TENTAR_NOVAMENTE } from './area-remota';
import { ESPERAS_ENTRE_TENTATIVAS_MS } from '../hooks/use-lifecycles-do-remoto';
import {
  catalogoCom,
  federacaoQueFalha,
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

  it('mantém a página com o aviso durante as esperas, também depois do botão do aviso, e depois mostra o painel', async () => {
    const federacao = federacaoQueFalha(0);
    renderizar(catalogoCom(federacao), '/usuario/login');
    expect(await screen.findByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();

    rede.online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
    // In the first wait the citizen taps the notice's button: a new try, with the same waits, the notice staying.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: TEXTO_TENTAR_NOVAMENTE })));
    expect(federacao.loadRemote).toHaveBeenCalledTimes(3);
    for (const espera of ESPERAS_ENTRE_TENTATIVAS_MS) {
      expect(screen.getByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();
      expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(espera));
    }
    expect(await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel })).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
    // The wait the button cut short tried nothing more: only the button's try and its own waits.
    expect(federacao.loadRemote).toHaveBeenCalledTimes(3 + ESPERAS_ENTRE_TENTATIVAS_MS.length);
  });
});
