import { screen } from '@testing-library/react';
import { TEXTO_SO_A_PAGINA_GUARDADA } from './area-remota';
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
 * Decision 0414: the connection came back after the area showed the page the device kept and before it listened for
 * the `online` event, so the event reached nobody. A file of its own, like area-remota-sem-rede.test.tsx: whether the
 * page arrived prerendered is read once per page.
 */
describe('AreaRemota com a conexão de volta antes de escutar o evento', () => {
  const rede = prepararPaginaGuardada();

  it('lê a conexão ao começar a escutar, e busca o código sem o evento', async () => {
    const { lifecycles } = parcelFalso('catálogo hidratado');
    const federacao = federacaoQueFalha(1, lifecycles);
    const escutar = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((tipo, ouvinte, opcoes) => {
      // The network is back the moment the area starts listening: its `online` event has already gone by.
      if (tipo === 'online') rede.online = true;
      escutar(tipo, ouvinte, opcoes);
    });
    renderizar(catalogoCom(federacao), '/usuario/login');

    expect(await screen.findByText('catálogo hidratado')).toBeInTheDocument();
    expect(screen.queryByText(TEXTO_SO_A_PAGINA_GUARDADA)).not.toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledTimes(2);
  });
});
