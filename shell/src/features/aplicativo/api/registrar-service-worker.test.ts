import { estadoDoAplicativo } from '../estado-do-aplicativo';
import { registrarServiceWorker } from './registrar-service-worker';

/** A ServiceWorkerContainer and its registration, driven by the test as the browser would. */
function navegadorFalso({ controlado, esperando }: { controlado: boolean; esperando?: boolean }) {
  const mensagens: unknown[] = [];
  const trabalhador = (estado: string) => {
    const ouvintes: (() => void)[] = [];
    return {
      state: estado,
      postMessage: (m: unknown) => mensagens.push(m),
      addEventListener: (_: string, f: () => void) => ouvintes.push(f),
      mudarPara(novo: string) {
        this.state = novo;
        ouvintes.forEach((f) => f());
      },
    };
  };
  const ouvintesDoRegistro: (() => void)[] = [];
  const registro = {
    waiting: esperando ? trabalhador('installed') : null,
    installing: null as ReturnType<typeof trabalhador> | null,
    active: trabalhador('activated'),
    addEventListener: (_: string, f: () => void) => ouvintesDoRegistro.push(f),
  };
  const container = {
    controller: (controlado ? {} : null) as object | null,
    register: jest.fn(async () => registro),
    ready: Promise.resolve(registro),
    addEventListener: jest.fn(),
  };
  /** What the service worker posts to this page, as the browser dispatches it on the container. */
  const mensagemDoServiceWorker = (data: unknown) =>
    container.addEventListener.mock.calls
      .filter(([tipo]) => tipo === 'message')
      .forEach(([, ouvir]) => (ouvir as (e: MessageEvent) => void)(new MessageEvent('message', { data })));
  /** The new service worker takes the page (clientsClaim): the browser sets the controller and says so. */
  const controlar = () => {
    container.controller = {};
    container.addEventListener.mock.calls
      .filter(([tipo]) => tipo === 'controllerchange')
      .forEach(([, ouvir]) => (ouvir as () => void)());
  };
  const novaVersao = () => {
    registro.installing = trabalhador('installing');
    ouvintesDoRegistro.forEach((f) => f());
    return registro.installing;
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    mensagens,
    registro,
    novaVersao,
    controlar,
    mensagemDoServiceWorker,
  };
}

/** The page's PerformanceObserver (jsdom has none): the test ends reads as the browser would report them. */
let observadores: { ouvir: PerformanceObserverCallback; tipo?: string; desligado: boolean }[] = [];
const terminarLeituras = (entradas: { name: string; startTime: number }[]) =>
  observadores
    .filter((o) => o.tipo === 'resource' && !o.desligado)
    .forEach((o) =>
      o.ouvir(
        { getEntries: () => entradas } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      ),
    );
class ObservadorFalso {
  private readonly estado: (typeof observadores)[number];
  constructor(ouvir: PerformanceObserverCallback) {
    this.estado = { ouvir, desligado: true };
    observadores.push(this.estado);
  }
  observe({ type }: PerformanceObserverInit) {
    Object.assign(this.estado, { tipo: type, desligado: false });
  }
  disconnect() {
    this.estado.desligado = true;
  }
}
const PerformanceObserverDoAmbiente = globalThis.PerformanceObserver;

const CHUNK_DO_REMOTO = `${window.location.origin}/remotes/mfe_programas/1/rota.0123456789.js`;

beforeEach(() => {
  observadores = [];
  Object.assign(globalThis, { PerformanceObserver: ObservadorFalso });
  jest.spyOn(performance, 'now').mockReturnValue(1_000);
  estadoDoAplicativo.setState({ atualizar: null, copiaDe: null });
  // What the first visit loaded: jsdom keeps no resource timing.
  Object.assign(performance, {
    getEntriesByType: () => [{ name: CHUNK_DO_REMOTO }, { name: 'http://localhost:4000/.well-known/x' }],
  });
});

afterEach(() => {
  Object.assign(globalThis, { PerformanceObserver: PerformanceObserverDoAmbiente });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('registrarServiceWorker', () => {
  it('na primeira instalação não oferece nova versão e manda guardar o que a visita já carregou', async () => {
    const { container, mensagens, controlar } = navegadorFalso({ controlado: false });
    await registrarServiceWorker(container);
    controlar();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(estadoDoAplicativo.getState().atualizar).toBeNull();
    expect(mensagens).toEqual([{ tipo: 'guardar-ja-carregados', pagina: '/', arquivos: [CHUNK_DO_REMOTO] }]);
  });

  it('uma leitura feita entre o service worker ficar pronto e tomar a página também vai para a lista', async () => {
    const { container, mensagens, controlar } = navegadorFalso({ controlado: false });
    await registrarServiceWorker(container);
    // The remote's form read its towns after `ready`, before the service worker took the page: neither saw it.
    const LEITURA = `${window.location.origin}/v1/cursos/27/municipios`;
    Object.assign(performance, { getEntriesByType: () => [{ name: CHUNK_DO_REMOTO }, { name: LEITURA }] });
    controlar();
    expect(mensagens).toEqual([
      { tipo: 'guardar-ja-carregados', pagina: '/', arquivos: [CHUNK_DO_REMOTO, LEITURA] },
    ]);
  });

  it('uma leitura pedida antes de o service worker tomar a página e terminada depois da lista também é guardada', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const { container, mensagens, controlar } = navegadorFalso({ controlado: false });
    await registrarServiceWorker(container);
    controlar(); // at performance.now() = 1000
    // The remote's towns, asked before the service worker took the page, answered after the list was made (a slow
    // API): the service worker never saw them. A read asked after it took the page went through it, and another
    // origin's is never the portal's to keep.
    const LEITURA = `${window.location.origin}/v1/cursos/27/municipios`;
    terminarLeituras([
      { name: LEITURA, startTime: 850 },
      { name: `${window.location.origin}/v1/cursos/27`, startTime: 1_200 },
      { name: 'http://localhost:4000/.well-known/x', startTime: 500 },
    ]);
    expect(mensagens).toEqual([
      { tipo: 'guardar-ja-carregados', pagina: '/', arquivos: [CHUNK_DO_REMOTO] },
      { tipo: 'guardar-os-que-terminaram-depois', arquivos: [LEITURA] },
    ]);

    // A minute later the page stops watching.
    jest.advanceTimersByTime(60_000);
    terminarLeituras([{ name: `${window.location.origin}/v1/cursos/28/municipios`, startTime: 900 }]);
    expect(mensagens).toHaveLength(2);
  });

  it('um shell novo instalado espera: oferece atualizar, e só o pedido do cidadão o faz assumir', async () => {
    const { container, mensagens, novaVersao } = navegadorFalso({ controlado: true });
    await registrarServiceWorker(container);
    // Not a first visit: nothing to list, and no read to watch.
    terminarLeituras([{ name: `${window.location.origin}/v1/cursos/27/municipios`, startTime: 0 }]);
    expect(mensagens).toEqual([]);
    const novo = novaVersao();
    novo.mudarPara('installed');
    const atualizar = estadoDoAplicativo.getState().atualizar;
    expect(atualizar).toEqual(expect.any(Function));
    expect(mensagens).toEqual([]);
    atualizar?.();
    expect(mensagens).toEqual([{ tipo: 'atualizar' }]);
  });

  // Two windows of the portal (the installed app and a tab): "atualizar" in one makes the new worker take both
  // (clientsClaim). This one must not reload by itself (a form may be half filled), and its bar must not post to a
  // worker that is active already, which does nothing: its button reloads.
  it('outra janela atualizou: esta não recarrega sozinha, e o seu "atualizar" recarrega', async () => {
    const recarregar = jest.fn();
    const { container, mensagens, novaVersao, controlar } = navegadorFalso({ controlado: true });
    await registrarServiceWorker(container, recarregar);
    novaVersao().mudarPara('installed');
    controlar();
    expect(recarregar).not.toHaveBeenCalled();
    estadoDoAplicativo.getState().atualizar?.();
    expect(recarregar).toHaveBeenCalledTimes(1);
    expect(mensagens).toEqual([]);
  });

  it('uma versão que já esperava quando a página abriu também é oferecida', async () => {
    const { container } = navegadorFalso({ controlado: true, esperando: true });
    await registrarServiceWorker(container);
    expect(estadoDoAplicativo.getState().atualizar).toEqual(expect.any(Function));
  });

  it('sem conexão, cada resposta pública lida do aparelho marca a cópia mais antiga; a volta da conexão a apaga', async () => {
    const { container, mensagemDoServiceWorker } = navegadorFalso({ controlado: true });
    await registrarServiceWorker(container);
    expect(estadoDoAplicativo.getState().copiaDe).toBeNull();

    mensagemDoServiceWorker({ tipo: 'copia-da-api', copiaDe: 2_000 });
    mensagemDoServiceWorker({ tipo: 'copia-da-api', copiaDe: 1_000 });
    mensagemDoServiceWorker({ tipo: 'copia-da-api', copiaDe: 3_000 });
    mensagemDoServiceWorker({ tipo: 'outra-coisa', copiaDe: 10 });
    expect(estadoDoAplicativo.getState().copiaDe).toBe(1_000);

    window.dispatchEvent(new Event('online'));
    expect(estadoDoAplicativo.getState().copiaDe).toBeNull();
  });
});
