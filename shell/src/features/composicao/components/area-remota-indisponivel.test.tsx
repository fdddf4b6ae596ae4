import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mensagem } from '@portal/contracts';
import { CatalogoRemotos } from '../api/catalogo-remotos';
import { TEXTO_TENTAR_NOVAMENTE } from './area-remota';
import { catalogoCom, parcelFalso, prepararAreaRemota, renderizar } from '../../../testes/area-remota';

prepararAreaRemota();

describe('AreaRemota', () => {
  it('mostra o painel de indisponível quando o carregamento falha e monta o remoto ao tentar de novo', async () => {
    const { lifecycles } = parcelFalso('área do usuário montada');
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    federacao.loadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(lifecycles);
    renderizar(catalogoCom(federacao), '/usuario/login');

    const titulo = await screen.findByRole('heading', { name: Mensagem.servicoIndisponivel });
    expect(titulo).toHaveFocus();
    expect(document.title).toBe(`${Mensagem.servicoIndisponivel} | Portal Qualifica`);
    await userEvent.click(screen.getByRole('button', { name: TEXTO_TENTAR_NOVAMENTE }));

    expect(await screen.findByText('área do usuário montada')).toBeInTheDocument();
    expect(screen.queryByText(Mensagem.servicoIndisponivel)).not.toBeInTheDocument();
    expect(federacao.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_usuario', entry: expect.any(String) }],
      { force: true },
    );
  });

  it('sem registro nenhum (remotes.json fora do ar) mostra o painel, que lê o registro de novo', async () => {
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    const ler = jest
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 503'))
      .mockResolvedValue({
        registro: new Map([
          ['mfe_candidato', { manifest: '/m.json', version: '1', prefixes: ['candidato'] }],
        ]),
        problemas: [],
      });
    federacao.loadRemote.mockResolvedValue(parcelFalso('candidato montado').lifecycles);
    renderizar(new CatalogoRemotos(async () => federacao, ler), '/candidato/endereco/form');
    await userEvent.click(await screen.findByRole('button', { name: TEXTO_TENTAR_NOVAMENTE }));
    expect(await screen.findByText('candidato montado')).toBeInTheDocument();
  });
});
