import { adaptadorFetch } from './adaptador-fetch';
import { Cabecalhos } from './cabecalhos';
import { urlCompleta } from './endereco';
import type { Adaptador, ConfiguracaoHttp, ConfiguracaoInterna, RespostaHttp } from './tipos';

type AntesDeEnviar = (config: ConfiguracaoInterna) => ConfiguracaoInterna | Promise<ConfiguracaoInterna>;
type AoFalhar = (erro: unknown) => Promise<RespostaHttp>;
type SemCorpo = Omit<ConfiguracaoHttp, 'url' | 'method'>;

const ACEITA = 'application/json, text/plain, */*';

function ehObjetoSimples(valor: unknown): boolean {
  if (Array.isArray(valor)) return true;
  if (typeof valor !== 'object' || valor === null) return false;
  const prototipo = Object.getPrototypeOf(valor) as unknown;
  return prototipo === Object.prototype || prototipo === null;
}

/** A plain object or array goes as JSON; anything else (string, FormData, Blob, URLSearchParams) as it is. */
function serializarCorpo(config: ConfiguracaoInterna): ConfiguracaoInterna {
  if (config.data === null || config.data === undefined) return { ...config, data: undefined };
  if (!ehObjetoSimples(config.data)) return config;
  if (!config.headers.has('Content-Type')) config.headers.set('Content-Type', 'application/json');
  return { ...config, data: JSON.stringify(config.data) };
}

/**
 * A small HTTP client over `fetch` with the part of axios' API the portal uses: `request`/`get`/`post`/…, `defaults`
 * (`baseURL`, `timeout`, `adapter`), request steps and failure handlers run in the order they were added (a
 * handler that answers ends the chain; one that throws hands its error to the next).
 */
export function criarClienteHttp() {
  const antesDeEnviar: AntesDeEnviar[] = [];
  const aoFalhar: AoFalhar[] = [];
  const defaults: { baseURL?: string; timeout: number; adapter: Adaptador } = {
    timeout: 0,
    adapter: adaptadorFetch,
  };

  function preparar(config: ConfiguracaoHttp): ConfiguracaoInterna {
    const headers = Cabecalhos.de({ Accept: ACEITA });
    const proprios = Cabecalhos.de(config.headers);
    for (const [nome, valor] of Object.entries(proprios.paraObjeto())) headers.set(nome, valor);
    return {
      baseURL: defaults.baseURL,
      timeout: defaults.timeout,
      ...config,
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      headers,
    };
  }

  async function enviar(config: ConfiguracaoHttp): Promise<RespostaHttp> {
    let pronta = preparar(config);
    for (const passo of antesDeEnviar) pronta = await passo(pronta);
    pronta = serializarCorpo(pronta);
    return (pronta.adapter ?? defaults.adapter)(pronta);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axios' default, see RespostaHttp
  async function request<T = any>(config: ConfiguracaoHttp): Promise<RespostaHttp<T>> {
    let resultado = enviar(config);
    for (const tratar of aoFalhar) resultado = resultado.catch(tratar);
    return resultado;
  }

  const semCorpo =
    (method: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <T = any>(url: string, config: SemCorpo = {}) =>
      request<T>({ ...config, method, url });
  const comCorpo =
    (method: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    <T = any>(url: string, data?: unknown, config: SemCorpo = {}) =>
      request<T>({ ...config, method, url, data });

  return {
    defaults,
    request,
    get: semCorpo('get'),
    delete: semCorpo('delete'),
    head: semCorpo('head'),
    post: comCorpo('post'),
    put: comCorpo('put'),
    patch: comCorpo('patch'),
    /** The full URL a request goes to, `params` included. */
    getUri: (config: ConfiguracaoHttp) => urlCompleta({ baseURL: defaults.baseURL, ...config }),
    interceptors: {
      request: { use: (passo: AntesDeEnviar) => void antesDeEnviar.push(passo) },
      response: { use: (_: undefined, tratar: AoFalhar) => void aoFalhar.push(tratar) },
    },
  };
}

export type ClienteHttp = ReturnType<typeof criarClienteHttp>;
