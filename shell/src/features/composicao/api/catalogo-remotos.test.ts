import { Remote } from '@portal/contracts';
import { CatalogoRemotos, RemotoNaoRegistrado, type Federacao } from './catalogo-remotos';
import type { ResultadoLeitura } from './registro-remotos';

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

function registro(...nomes: Remote[]): ResultadoLeitura {
  return {
    registro: new Map(
      nomes.map((nome) => [nome, { manifest: `http://cdn/${nome}/mf-manifest.json`, version: '1' }]),
    ),
    problemas: [],
  };
}

function federacaoFalsa(): jest.Mocked<Federacao> {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn() } as unknown as jest.Mocked<Federacao>;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CatalogoRemotos', () => {
  it('registra cada remoto do registro com nome e manifesto, uma vez só', async () => {
    const federacao = federacaoFalsa();
    const ler = jest.fn(async () => registro(Remote.usuario, Remote.programas));
    const catalogo = new CatalogoRemotos(federacao, ler);
    await Promise.all([catalogo.iniciar(), catalogo.iniciar()]);
    expect(ler).toHaveBeenCalledTimes(1);
    expect(federacao.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federacao.registerRemotes).toHaveBeenCalledWith(
      [
        { name: Remote.usuario, entry: 'http://cdn/mfe_usuario/mf-manifest.json' },
        { name: Remote.programas, entry: 'http://cdn/mfe_programas/mf-manifest.json' },
      ],
      { force: false },
    );
  });

  it('carrega ./lifecycles do remoto e devolve os lifecycles do parcel', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.inscricao));
    const carregados = await catalogo.carregar(Remote.inscricao);
    expect(federacao.loadRemote).toHaveBeenCalledWith('mfe_inscricao/lifecycles');
    expect(carregados.mount).toBe(lifecycles.mount);
  });

  it('recusa um módulo que não é um parcel', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue({ default: () => null });
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.inscricao));
    await expect(catalogo.carregar(Remote.inscricao)).rejects.toThrow('lifecycles de parcel válidos');
  });

  it('falha para um remoto fora do registro sem chamar o runtime', async () => {
    const federacao = federacaoFalsa();
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.usuario));
    await expect(catalogo.carregar(Remote.candidato)).rejects.toBeInstanceOf(RemotoNaoRegistrado);
    expect(federacao.loadRemote).not.toHaveBeenCalled();
  });

  it('com remotes.json ilegível não registra nada, e uma nova tentativa lê o registro de novo', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const ler = jest.fn<Promise<ResultadoLeitura>, []>().mockRejectedValueOnce(new Error('HTTP 502'));
    ler.mockResolvedValueOnce(registro(Remote.usuario));
    const catalogo = new CatalogoRemotos(federacao, ler);
    expect((await catalogo.iniciar()).size).toBe(0);
    await expect(catalogo.carregar(Remote.usuario)).resolves.toBeDefined();
    expect(ler).toHaveBeenCalledTimes(2);
  });

  it('recarregar registra o remoto de novo com force, limpando o que o runtime guardou da falha', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(lifecycles);
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.usuario, Remote.candidato));
    await expect(catalogo.carregar(Remote.usuario)).rejects.toThrow('RUNTIME-008');
    await expect(catalogo.recarregar(Remote.usuario)).resolves.toBeDefined();
    expect(federacao.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: Remote.usuario, entry: 'http://cdn/mfe_usuario/mf-manifest.json' }],
      { force: true },
    );
  });

  it('pré-carrega o remoto da rota de entrada pela federação, só se ele estiver no registro', async () => {
    const federacao = { ...federacaoFalsa(), preloadRemote: jest.fn(async () => undefined) };
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.programas));
    await catalogo.preCarregar(Remote.programas);
    await catalogo.preCarregar(Remote.usuario);
    expect(federacao.preloadRemote).toHaveBeenCalledTimes(1);
    expect(federacao.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: Remote.programas, exposes: ['./lifecycles'], resourceCategory: 'sync', share: false },
    ]);
  });

  it('um pré-carregamento que falha não rejeita (a área mostra o aviso quando for montada)', async () => {
    const federacao = {
      ...federacaoFalsa(),
      preloadRemote: jest.fn(async () => Promise.reject(new Error('fora do ar'))),
    };
    const catalogo = new CatalogoRemotos(federacao, async () => registro(Remote.programas));
    await expect(catalogo.preCarregar(Remote.programas)).resolves.toBeUndefined();
  });
});
