import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogoRemotos } from '../api/catalogo-remotos';
import { catalogoCom, parcelFalso, prepararAreaRemota, renderizar } from '../../../testes/area-remota';

prepararAreaRemota();

describe('AreaRemota', () => {
  it('passa basename "/" ao parcel e não remonta ao trocar entre prefixos do mesmo remoto', async () => {
    const { lifecycles, montagens } = parcelFalso('inscrições montadas');
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue(lifecycles) };
    renderizar(catalogoCom(federacao), '/inscricao/historico');

    expect(await screen.findByText('inscrições montadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ir para meus cursos' }));
    await waitFor(() => expect(screen.getByText('inscrições montadas')).toBeInTheDocument());
    expect(montagens).toEqual([{ basename: '/' }]);
    expect(federacao.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('um caminho que nenhuma linha do registro declara mostra a página não encontrada', async () => {
    const federacao = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    renderizar(catalogoCom(federacao), '/candidato/endereco/form');
    expect(await screen.findByText('não encontrada')).toBeInTheDocument();
    expect(federacao.loadRemote).not.toHaveBeenCalled();
  });
});

describe('acesso declarado no registro (decisões 1530 e 1561)', () => {
  const gestao = {
    manifest: '/remotes/mfe_gestao/v1/mf-manifest.json',
    version: 'v1',
    prefixes: ['gestao'],
    acesso: { gestao: { papeis: ['Administrador', 'Executora'] } },
    menu: { gestao: 'Área de operações' },
  };

  it('a linha de um remoto da equipe monta o remoto como qualquer outra: quem guarda /gestao é ele', async () => {
    const federacao = {
      registerRemotes: jest.fn(),
      loadRemote: jest.fn().mockResolvedValue(parcelFalso('operações montadas').lifecycles),
    };
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => ({
        registro: new Map([['mfe_gestao', gestao]]),
        problemas: [],
      }),
    );
    renderizar(catalogo, '/gestao/turmas/3');
    expect(await screen.findByText('operações montadas')).toBeInTheDocument();
    expect(federacao.loadRemote).toHaveBeenCalledWith('mfe_gestao/lifecycles');
  });
});
