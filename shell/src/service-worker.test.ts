/**
 * @jest-environment node
 */
/// <reference types="node" />
import { CACHE_DAS_PAGINAS } from './features/aplicativo/mensagens-do-service-worker';

/**
 * The portal's service worker itself (`service-worker.ts`, with Workbox), run in Node over a service worker's scope
 * of its own: Cache Storage in memory, and a network that answers when the test says. The page's side is the
 * `aplicativo` chunk's own code, over the same Cache Storage.
 */
const ORIGEM = 'http://localhost:8080';

/** What Cache Storage keeps: status, headers and body, read at `put` as a browser does. */
interface Guardada {
  status: number;
  headers: [string, string][];
  corpo: ArrayBuffer;
}
const enderecoDe = (pedido: RequestInfo | URL) =>
  new URL(typeof pedido === 'string' ? pedido : pedido instanceof URL ? pedido.href : pedido.url, ORIGEM)
    .href;

/** Runs once inside the next write to the page cache, after the service worker decided to write (a race's gap). */
let duranteAProximaEscrita: (() => Promise<void>) | undefined;

class CacheNaMemoria {
  readonly guardadas = new Map<string, Guardada>();
  constructor(private readonly nome: string) {}
  async match(pedido: RequestInfo | URL) {
    const guardada = this.guardadas.get(enderecoDe(pedido));
    return guardada && new Response(guardada.corpo.slice(0), guardada);
  }
  async put(pedido: RequestInfo | URL, resposta: Response) {
    const { status, headers } = resposta;
    const corpo = await resposta.arrayBuffer();
    const durante = this.nome === CACHE_DAS_PAGINAS ? duranteAProximaEscrita : undefined;
    duranteAProximaEscrita = undefined;
    await durante?.();
    this.guardadas.set(enderecoDe(pedido), { status, headers: [...headers], corpo });
  }
  async delete(pedido: RequestInfo | URL) {
    return this.guardadas.delete(enderecoDe(pedido));
  }
  async keys() {
    return [...this.guardadas.keys()].map((url) => new Request(url));
  }
}

const abertos = new Map<string, CacheNaMemoria>();
const armazem = {
  async open(nome: string) {
    if (!abertos.has(nome)) abertos.set(nome, new CacheNaMemoria(nome));
    return abertos.get(nome)!;
  },
  async has(nome: string) {
    return abertos.has(nome);
  },
  async delete(nome: string) {
    return abertos.delete(nome);
  },
  async keys() {
    return [...abertos.keys()];
  },
  async match(pedido: RequestInfo | URL, opcoes?: { cacheName?: string }) {
    const nomes = opcoes?.cacheName ? [opcoes.cacheName] : [...abertos.keys()];
    for (const nome of nomes) {
      const achada = await abertos.get(nome)?.match(pedido);
      if (achada) return achada;
    }
    return undefined;
  },
};

/** The network: each request waits until the test answers it. */
const naRede = new Map<string, (resposta: Response) => void>();
const responder = (caminho: string, html: string) => {
  const atender = naRede.get(`${ORIGEM}${caminho}`);
  if (!atender) throw new Error(`nada pediu ${caminho} à rede`);
  naRede.delete(`${ORIGEM}${caminho}`);
  atender(new Response(html, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' } }));
};

const ouvintes: Record<string, ((evento: unknown) => void)[]> = {};
class ExtendableEvent {}
class FetchEvent extends ExtendableEvent {}

Object.assign(globalThis, {
  self: globalThis,
  location: new URL(`${ORIGEM}/sw.js`),
  registration: { scope: `${ORIGEM}/` },
  __WB_MANIFEST: [],
  __WB_DISABLE_DEV_LOGS: true,
  ExtendableEvent,
  FetchEvent,
  caches: armazem,
  clients: { claim: async () => undefined, get: async () => undefined },
  skipWaiting: async () => undefined,
  addEventListener: (tipo: string, ouvir: (evento: unknown) => void) => (ouvintes[tipo] ??= []).push(ouvir),
  fetch: (pedido: Request) =>
    new Promise<Response>((atender) => naRede.set(enderecoDe(pedido).split('?')[0]!, atender)),
});
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });

// The expiration limits keep their timestamps in IndexedDB, which Node lacks; they are not what is looked at here.
jest.mock('workbox-expiration', () => ({ ExpirationPlugin: class {} }));

/** The browser opens a page: the service worker's fetch event, and everything it waits for. */
function abrir(caminho: string) {
  const request = new Request(`${ORIGEM}${caminho}`, { headers: { Accept: 'text/html' } });
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  const esperas: Promise<unknown>[] = [];
  let resposta: Promise<Response> | undefined;
  const evento = Object.assign(new FetchEvent(), {
    request,
    clientId: '',
    respondWith: (prometida: Promise<Response>) => (resposta = prometida),
    waitUntil: (prometida: Promise<unknown>) => void esperas.push(prometida),
  });
  ouvintes.fetch?.forEach((ouvir) => ouvir(evento));
  if (!resposta) throw new Error(`o service worker não respondeu ${caminho}`);
  return {
    resposta,
    /** Everything the service worker kept doing after answering (writing the next copy). */
    async terminou() {
      for (let vistas = 0; vistas < esperas.length; vistas = esperas.length)
        await Promise.allSettled(esperas.slice(vistas));
    },
  };
}

const guardada = async (caminho: string) =>
  (await (await armazem.open(CACHE_DAS_PAGINAS)).match(`${ORIGEM}${caminho}`))?.text();

const esperarARede = (caminho: string) =>
  new Promise<void>(function conferir(pronto) {
    if (naRede.has(`${ORIGEM}${caminho}`)) pronto();
    else setTimeout(() => conferir(pronto), 0);
  });

let esquecerPaginasDeQuemEntrou: typeof import('./features/aplicativo/paginas-de-quem-entrou').esquecerPaginasDeQuemEntrou;
beforeAll(async () => {
  await import('./service-worker');
  ({ esquecerPaginasDeQuemEntrou } = await import('./features/aplicativo/paginas-de-quem-entrou'));
});
beforeEach(() => {
  abertos.clear();
  naRede.clear();
  duranteAProximaEscrita = undefined;
});

const DETALHES = '/inscricao/detalhes/4711';

// Issue 30 item 3: on a shared device, a sign-out takes the person's kept pages. A page opened from the device fetches
// its next copy in the background; if that copy arrived after the sign-out, it was written back, and the next person
// found the previous person's page on the device (offline, listed on the offline page).
describe('a saída vence a cópia que a rede trazia', () => {
  it('a página aberta do aparelho, renovada depois da saída, não volta ao aparelho', async () => {
    const primeira = abrir(DETALHES);
    await esperarARede(DETALHES);
    responder(DETALHES, '<html><head></head><body>primeira</body></html>');
    await primeira.terminou();
    expect(await guardada(DETALHES)).toContain('primeira');

    // Next visit: the kept copy opens at once, and the next one is on its way.
    const segunda = abrir(DETALHES);
    expect(await (await segunda.resposta).text()).toContain('primeira');
    await esperarARede(DETALHES);

    await esquecerPaginasDeQuemEntrou();
    expect(await guardada(DETALHES)).toBeUndefined();

    responder(DETALHES, '<html><head></head><body>segunda</body></html>');
    await segunda.terminou();
    expect(await guardada(DETALHES)).toBeUndefined();
  });

  it('a página pedida antes da saída e respondida depois também não', async () => {
    const pedida = abrir(DETALHES);
    await esperarARede(DETALHES);
    await esquecerPaginasDeQuemEntrou();
    responder(DETALHES, '<html><head></head><body>depois</body></html>');
    expect(await (await pedida.resposta).text()).toContain('depois');
    await pedida.terminou();
    expect(await guardada(DETALHES)).toBeUndefined();
  });

  // The look before writing passed, and the sign-out's deletion ran before the write itself landed.
  it('nem quando a saída acontece entre a conferência e a escrita', async () => {
    const pedida = abrir(DETALHES);
    await esperarARede(DETALHES);
    duranteAProximaEscrita = () => esquecerPaginasDeQuemEntrou();
    responder(DETALHES, '<html><head></head><body>no meio</body></html>');
    await pedida.terminou();
    expect(duranteAProximaEscrita).toBeUndefined();
    expect(await guardada(DETALHES)).toBeUndefined();
  });

  it('a página pedida depois da saída fica no aparelho, como antes', async () => {
    await esquecerPaginasDeQuemEntrou();
    const depois = abrir(DETALHES);
    await esperarARede(DETALHES);
    responder(DETALHES, '<html><head></head><body>da próxima pessoa</body></html>');
    await depois.terminou();
    expect(await guardada(DETALHES)).toContain('da próxima pessoa');
  });
});
