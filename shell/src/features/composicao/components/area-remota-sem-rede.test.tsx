import { act, screen } from '@testing-library/react';
import { Mensagem } from '@portal/contracts';
import { TEXTO_SO_A_PAGINA_GUARDADA } from './area-remota';
import { catalogoCom, parcelFalso, prepararAreaRemota, renderizar } from '../../../testes/area-remota';

prepararAreaRemota();

/**
 * Decision 0404: the page arrived with the remote's prerendered HTML (the device's copy, in a tunnel) and its code
 * cannot come. A file of its own: whether the page arrived prerendered is read once per page (area-pre-renderizada.ts).
 */
describe('AreaRemota sem rede, numa página que chegou pré-renderizada', () => {
  let online = false;
  beforeEach(() => {
    document.body.innerHTML = '<main><div class="area-remota"><h1>Cursos do Qualifica SP</h1></div></main>';
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('mantém a página com um aviso em vez do painel de indisponível, e busca o código quando a conexão volta', async () => {
    const { lifecycles } = parcelFalso('catálogo hidratado');
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    federacao.loadRemote
      .mockRejectedValueOnce(new Error('Loading chunk 511 failed'))
      .mockResolvedValue(lifecycles);
    renderizar(catalogoCom(federacao), '/usuario/login');

    expect(await screen.findByText(TEXTO_SO_A_PAGINA_GUARDADA)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cursos do Qualifica SP' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('catálogo hidratado')).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('com rede, a mesma falha mostra o painel de indisponível, como antes', async () => {
    online = true;
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    federacao.loadRemote.mockRejectedValue(new Error('ScriptNetworkError'));
    renderizar(catalogoCom(federacao), '/usuario/login');
    expect(await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel })).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
  });
});
