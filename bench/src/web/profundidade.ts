/**
 * Serial request depth from a DevTools protocol log: the page's HTML is 1, a request started by the HTML parser
 * (or by a preload hint in it) is 2, one started by a script fetched at depth 2 is 3, and so on. "Every file of the
 * first render requested within 2 round trips after the HTML" (issue #12) means a depth of at most 3.
 */
export interface EventoDeRede {
  method: string;
  params: {
    requestId?: string;
    documentURL?: string;
    type?: string;
    request?: { url: string; method: string };
    initiator?: Iniciador;
    /** Network.loadingFailed: why the request failed. */
    errorText?: string;
  };
}

interface Quadro {
  url: string;
}
interface Pilha {
  callFrames: Quadro[];
  parent?: Pilha;
}
interface Iniciador {
  type: string;
  url?: string;
  stack?: Pilha;
}

/**
 * Every script on the initiator's stack (async parents included) had to arrive before this request could start:
 * the request waits for the deepest of them. A request from the HTML parser or a preload hint names the document.
 */
function urlsDoIniciador(iniciador: Iniciador | undefined): string[] {
  const urls = iniciador?.url ? [iniciador.url] : [];
  for (let pilha = iniciador?.stack; pilha; pilha = pilha.parent)
    urls.push(...pilha.callFrames.map((q) => q.url).filter(Boolean));
  return urls;
}

const semFragmento = (url: string) => url.split('#')[0]!;

/** Depth of every GET the page made (first request of each URL), and the deepest one. */
export function profundidadeDasRequisicoes(eventos: EventoDeRede[]): {
  maxima: number;
  maisFunda: string | null;
  porUrl: Map<string, number>;
} {
  const porUrl = new Map<string, number>();
  let maxima = 0;
  let maisFunda: string | null = null;
  for (const { method, params } of eventos) {
    if (method !== 'Network.requestWillBeSent' || !params.request || params.request.method !== 'GET')
      continue;
    const url = semFragmento(params.request.url);
    if (porUrl.has(url) || url.startsWith('data:')) continue;
    const origens = urlsDoIniciador(params.initiator).map((u) => porUrl.get(semFragmento(u)) ?? 1);
    const profundidade = origens.length === 0 ? 1 : Math.max(...origens) + 1;
    porUrl.set(url, profundidade);
    if (profundidade > maxima) [maxima, maisFunda] = [profundidade, url];
  }
  return { maxima, maisFunda, porUrl };
}
