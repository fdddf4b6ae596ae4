import { createInstance } from '@module-federation/runtime';
import pluginRecuperacaoRemotos, {
  buscarComNovaTentativa,
  EVENTO_REMOTO_FALHOU,
  type FalhaDeRemoto,
} from './plugin-recuperacao-remotos';

const MANIFESTO = 'http://localhost:8080/remotes/mfe_usuario/mf-manifest.json';

function resposta(status: number): Response {
  return { ok: status < 400, status, json: async () => ({}) } as Response;
}

const fetchOriginal = globalThis.fetch;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = fetchOriginal;
  jest.restoreAllMocks();
});

describe('buscarComNovaTentativa', () => {
  it('tenta de novo uma vez após erro de rede e devolve a segunda resposta', async () => {
    const buscar = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(resposta(200));
    await expect(buscarComNovaTentativa(MANIFESTO, {}, buscar)).resolves.toMatchObject({ status: 200 });
    expect(buscar).toHaveBeenCalledTimes(2);
  });

  it('trata status de erro como falha e desiste após a segunda', async () => {
    const buscar = jest.fn().mockResolvedValue(resposta(503));
    await expect(buscarComNovaTentativa(MANIFESTO, {}, buscar)).rejects.toThrow('HTTP 503');
    expect(buscar).toHaveBeenCalledTimes(2);
  });
});

describe('plugin no runtime real do Module Federation', () => {
  it('com o manifesto inacessível: repete a busca, avisa a falha e rejeita o loadRemote', async () => {
    const buscar = jest.fn().mockResolvedValue(resposta(404));
    globalThis.fetch = buscar as unknown as typeof fetch;
    const falhas: FalhaDeRemoto[] = [];
    const ouvir = (evento: Event) => falhas.push((evento as CustomEvent<FalhaDeRemoto>).detail);
    window.addEventListener(EVENTO_REMOTO_FALHOU, ouvir);

    const runtime = createInstance({
      name: 'shell_teste',
      remotes: [{ name: 'mfe_usuario', entry: MANIFESTO }],
      plugins: [pluginRecuperacaoRemotos()],
    });
    await expect(runtime.loadRemote('mfe_usuario/lifecycles')).rejects.toThrow();
    window.removeEventListener(EVENTO_REMOTO_FALHOU, ouvir);

    expect(buscar.mock.calls.filter(([url]) => url === MANIFESTO)).toHaveLength(2);
    expect(falhas[0]).toMatchObject({ remoto: 'mfe_usuario', etapa: 'afterResolve' });
    expect(falhas[0]?.mensagem).toContain('HTTP 404');
  });
});
