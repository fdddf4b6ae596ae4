import { areasDaEquipe } from './areas-da-equipe';

const REGISTRO = {
  remotes: {
    mfe_gestao: {
      manifest: '/remotes/mfe_gestao/v1/mf-manifest.json',
      version: 'v1',
      prefixes: ['gestao', 'relatorios'],
      acesso: { gestao: { papeis: ['Executora'] }, relatorios: { papeis: ['Secretaria'] } },
      menu: { gestao: 'Área de operações', relatorios: 'Relatórios' },
    },
  },
};

const buscar = jest.fn(async () => ({ ok: true, status: 200, json: async () => REGISTRO }) as Response);

describe('areasDaEquipe', () => {
  it('sem o registro na página, busca remotes.json e dá só as áreas do perfil', async () => {
    expect(await areasDaEquipe('Executora', buscar)).toEqual([
      { rotulo: 'Área de operações', caminho: '/gestao' },
    ]);
    expect(await areasDaEquipe('Secretaria', buscar)).toEqual([
      { rotulo: 'Relatórios', caminho: '/relatorios' },
    ]);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('um perfil sem área declarada recebe uma lista vazia', async () => {
    expect(await areasDaEquipe('Candidato', buscar)).toEqual([]);
  });
});
