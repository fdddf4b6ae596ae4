import { CatalogoRemotos, RemotoNaoRegistrado, type Federacao } from './catalogo-remotos';
import type { ResultadoLeituraRegistro as ResultadoLeitura } from '@portal/contracts';
import { ID_DICAS_DEPOIS_DA_PINTURA } from '@portal/contracts/marcas-de-desempenho';

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

function registro(...nomes: string[]): ResultadoLeitura {
  return {
    registro: new Map(
      nomes.map((nome) => [
        nome,
        { manifest: `http://cdn/${nome}/mf-manifest.json`, version: '1', prefixes: [nome.slice(4)] },
      ]),
    ),
    problemas: [],
  };
}

const federacaoFalsa = () =>
  ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }) as unknown as jest.Mocked<Federacao>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CatalogoRemotos', () => {
  it('registra cada remoto do registro com nome e manifesto, uma vez só, quando a primeira área pede', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const carregarFederacao = jest.fn(async () => federacao);
    const ler = jest.fn(async () => registro('mfe_usuario', 'mfe_programas'));
    const catalogo = new CatalogoRemotos(carregarFederacao, ler);
    await Promise.all([catalogo.iniciar(), catalogo.iniciar()]);
    expect(ler).toHaveBeenCalledTimes(1);
    // Reading the registry needs no runtime: a page of the shell alone never loads it (decision 0860).
    expect(carregarFederacao).not.toHaveBeenCalled();
    await Promise.all([catalogo.carregar('mfe_usuario'), catalogo.preCarregar('mfe_programas')]);
    expect(carregarFederacao).toHaveBeenCalledTimes(1);
    expect(federacao.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federacao.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mfe_usuario', entry: 'http://cdn/mfe_usuario/mf-manifest.json' },
        { name: 'mfe_programas', entry: 'http://cdn/mfe_programas/mf-manifest.json' },
      ],
      { force: false },
    );
  });

  it('carrega ./lifecycles do remoto e devolve os lifecycles do parcel', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_inscricao'),
    );
    const carregados = await catalogo.carregar('mfe_inscricao');
    expect(federacao.loadRemote).toHaveBeenCalledWith('mfe_inscricao/lifecycles');
    expect(carregados.mount).toBe(lifecycles.mount);
  });

  it('recusa um módulo que não é um parcel, e um remoto fora do registro sem chamar o runtime', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue({ default: () => null });
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_inscricao'),
    );
    await expect(catalogo.carregar('mfe_candidato')).rejects.toBeInstanceOf(RemotoNaoRegistrado);
    expect(federacao.loadRemote).not.toHaveBeenCalled();
    await expect(catalogo.carregar('mfe_inscricao')).rejects.toThrow('lifecycles de parcel válidos');
  });

  it('com remotes.json ilegível não registra nada, e uma nova tentativa lê o registro de novo', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const ler = jest.fn<Promise<ResultadoLeitura>, []>().mockRejectedValueOnce(new Error('HTTP 502'));
    ler.mockResolvedValueOnce(registro('mfe_usuario'));
    const catalogo = new CatalogoRemotos(async () => federacao, ler);
    expect((await catalogo.iniciar()).size).toBe(0);
    await expect(catalogo.carregar('mfe_usuario')).resolves.toBeDefined();
    expect(ler).toHaveBeenCalledTimes(2);
  });

  it('recarregar registra o remoto de novo com force, limpando o que o runtime guardou da falha', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(lifecycles);
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_usuario', 'mfe_candidato'),
    );
    await expect(catalogo.carregar('mfe_usuario')).rejects.toThrow('RUNTIME-008');
    await expect(catalogo.recarregar('mfe_usuario')).resolves.toBeDefined();
    expect(federacao.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_usuario', entry: 'http://cdn/mfe_usuario/mf-manifest.json' }],
      { force: true },
    );
  });

  it('pré-carrega o remoto da rota de entrada pela federação, só se ele estiver no registro', async () => {
    const federacao = { ...federacaoFalsa(), preloadRemote: jest.fn(async () => undefined) };
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_programas'),
    );
    await catalogo.preCarregar('mfe_programas');
    await catalogo.preCarregar('mfe_usuario');
    expect(federacao.preloadRemote).toHaveBeenCalledTimes(1);
    expect(federacao.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_programas', exposes: ['./lifecycles'], resourceCategory: 'sync', share: false },
    ]);
  });

  it('não pré-carrega o que o servidor do portal já indicou na página, mas carrega o runtime e registra', async () => {
    const federacao = { ...federacaoFalsa(), preloadRemote: jest.fn(async () => undefined) };
    const dicas = document.createElement('script');
    dicas.type = 'application/json';
    dicas.id = ID_DICAS_DEPOIS_DA_PINTURA;
    dicas.textContent = JSON.stringify([
      { href: 'http://cdn/mfe_programas/mf-manifest.json', como: 'fetch' },
    ]);
    document.body.append(dicas);
    try {
      const catalogo = new CatalogoRemotos(
        async () => federacao,
        async () => registro('mfe_programas', 'mfe_usuario'),
      );
      await catalogo.preCarregar('mfe_programas');
      expect(federacao.registerRemotes).toHaveBeenCalledTimes(1);
      expect(federacao.preloadRemote).not.toHaveBeenCalled();
      // Another remote's files are not in the page's hints: preloaded as before.
      await catalogo.preCarregar('mfe_usuario');
      expect(federacao.preloadRemote).toHaveBeenCalledTimes(1);
    } finally {
      dicas.remove();
    }
  });

  it('um pré-carregamento que falha não rejeita (a área mostra o aviso quando for montada)', async () => {
    const federacao = {
      ...federacaoFalsa(),
      preloadRemote: jest.fn(async () => Promise.reject(new Error('fora do ar'))),
    };
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_programas'),
    );
    await expect(catalogo.preCarregar('mfe_programas')).resolves.toBeUndefined();
  });

  it('pré-carrega, pela URL de entrada, o remoto cuja linha do registro declara o prefixo', async () => {
    const federacao = { ...federacaoFalsa(), preloadRemote: jest.fn(async () => undefined) };
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => registro('mfe_programas', 'mfe_usuario'),
    );
    expect(catalogo.registroLido()).toBeNull();
    await catalogo.preCarregarRota('/usuario/login');
    await catalogo.preCarregarRota('/home');
    expect(federacao.preloadRemote).toHaveBeenCalledTimes(1);
    expect(federacao.preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({ nameOrAlias: 'mfe_usuario' }),
    ]);
    expect([...(catalogo.registroLido()?.keys() ?? [])]).toEqual(['mfe_programas', 'mfe_usuario']);
  });

  it('pré-carrega um prefixo restrito como os outros: só o módulo exposto, que guarda a área (decisão 1561)', async () => {
    const federacao = { ...federacaoFalsa(), preloadRemote: jest.fn(async () => undefined) };
    const lido = registro('mfe_gestao');
    lido.registro.get('mfe_gestao')!.acesso = { gestao: { papeis: ['Executora'] } };
    const catalogo = new CatalogoRemotos(
      async () => federacao,
      async () => lido,
    );
    await catalogo.preCarregarRota('/gestao');
    expect(federacao.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_gestao', exposes: ['./lifecycles'], resourceCategory: 'sync', share: false },
    ]);
  });

  it('um runtime que não carregou é esquecido: a pré-carga só avisa, e a área carrega na tentativa seguinte', async () => {
    const federacao = federacaoFalsa();
    federacao.loadRemote.mockResolvedValue(lifecycles);
    const carregarFederacao = jest
      .fn<Promise<Federacao>, []>()
      .mockRejectedValueOnce(new Error('rede'))
      .mockRejectedValueOnce(new Error('rede'))
      .mockResolvedValue(federacao);
    const catalogo = new CatalogoRemotos(carregarFederacao, async () => registro('mfe_usuario'));
    await expect(catalogo.preCarregar('mfe_usuario')).resolves.toBeUndefined();
    await expect(catalogo.carregar('mfe_usuario')).rejects.toThrow('rede');
    await expect(catalogo.recarregar('mfe_usuario')).resolves.toMatchObject({ mount: lifecycles.mount });
    expect(carregarFederacao).toHaveBeenCalledTimes(3);
    expect(federacao.registerRemotes).toHaveBeenCalledTimes(1);
  });
});
