import { http } from '@portal/shared-auth';

/** One canned answer of the fake network edge: a status and a JSON body. */
export interface RespostaFalsa {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface RequisicaoVista {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
}

type Rotas = Record<string, RespostaFalsa | ((req: RequisicaoVista) => RespostaFalsa)>;
type Adaptador = NonNullable<typeof http.defaults.adapter>;
type ConfigDoAdaptador = Parameters<Extract<Adaptador, (...args: never[]) => unknown>>[0];

function respostaCompleta(resposta: RespostaFalsa, config: ConfigDoAdaptador) {
  return {
    data: resposta.data,
    status: resposta.status,
    statusText: '',
    headers: resposta.headers ?? {},
    config,
  };
}

function erroDeResposta(resposta: RespostaFalsa, config: ConfigDoAdaptador) {
  // Shaped like the client's own errors (isAxiosError), which is what shared-auth inspects.
  return Object.assign(new Error(`Request failed with status code ${resposta.status}`), {
    isAxiosError: true,
    config,
    response: respostaCompleta(resposta, config),
  });
}

/** shared-auth fetches the CSRF cookie with this GET before a first state-changing request. */
const PRIMEIRO_COOKIE_CSRF = 'GET /v1/health';

/**
 * Replaces the network (and only the network) under the portal's real client: keys are
 * 'METHOD /path', the answer a canned response. Unknown calls fail loudly with 599.
 * Returns the requests seen, to assert on what was sent; the CSRF cookie GET is answered
 * but not listed, since it belongs to shared-auth and not to the page under test.
 */
export function falsificarRede(rotas: Rotas): RequisicaoVista[] {
  const vistas: RequisicaoVista[] = [];
  const adaptador = async (config: ConfigDoAdaptador) => {
    const req: RequisicaoVista = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    const chave = `${req.method} ${req.url}`;
    if (chave === PRIMEIRO_COOKIE_CSRF && !(chave in rotas)) return respostaCompleta({ status: 200 }, config);
    vistas.push(req);
    const rota = rotas[chave];
    const resposta =
      typeof rota === 'function'
        ? rota(req)
        : (rota ?? { status: 599, data: { message: 'sem rota', errors: [] } });
    if (resposta.status >= 400) throw erroDeResposta(resposta, config);
    return respostaCompleta(resposta, config);
  };
  http.defaults.adapter = adaptador as Adaptador;
  return vistas;
}

const adaptadorOriginal = http.defaults.adapter;

export function restaurarRede(): void {
  http.defaults.adapter = adaptadorOriginal;
}
