import { act, screen } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { TEXTO_SO_A_PAGINA_GUARDADA } from './area-remota';
import { ESPERAS_ENTRE_TENTATIVAS_MS } from '../hooks/use-lifecycles-do-remoto';
import {
  catalogoCom,
  federacaoQueFalha,
  parcelFalso,
  prepararAreaRemota,
  prepararPaginaGuardada,
  renderizar,
} from '../../../testes/area-remota';

prepararAreaRemota();

/**
 * Decision 0414: the page arrived with the remote's prerendered HTML (the device's copy, in a tunnel) and its code
 * cannot come. A file of its own: whether the page arrived prerendered is read once per page (area-pre-renderizada.ts).
 */
describe('AreaRemota sem rede, numa página que chegou pré-renderizada', () => {
  const rede = prepararPaginaGuardada();

  it('mantém a página com um aviso em vez do painel; com a conexão de volta, busca o código e tenta de novo se a primeira busca falhar', async () => {
    const { lifecycles } = parcelFalso('catálogo hidratado');
    const federacao = federacaoQueFalha(2, lifecycles);
    renderizar(catalogoCom(federacao), '/usuario/login');
    expect(await screen.findByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cursos do Qualifica SP' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The network comes back in steps, as on a phone: the first request after the `online` event fails too.
    rede.online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
    // Not for one render did the failure left behind show its panel: it would have named the tab.
    expect(document.title).toBe('Cursos do Qualifica SP');
    expect(screen.getByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cursos do Qualifica SP' })).toBeInTheDocument();
    expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();

    await act(async () => void jest.advanceTimersByTime(ESPERAS_ENTRE_TENTATIVAS_MS[0]));
    expect(await screen.findByText('catálogo hidratado')).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('com rede, a mesma falha mostra o painel de indisponível, como antes', async () => {
    rede.online = true;
    const federacao = federacaoQueFalha(0);
    renderizar(catalogoCom(federacao), '/usuario/login');
    expect(await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel })).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
  });
});
