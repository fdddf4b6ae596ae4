import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface Resposta {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Rota = (config: InternalAxiosRequestConfig) => Resposta | Promise<Resposta>;

/**
 * The network edge for tests: an axios adapter answering like the API would, and recording every
 * request it saw (with the headers the interceptors put on it).
 */
export function servidorFalso(responder: Rota) {
  const recebidas: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    recebidas.push(config);
    const { status, data = null, headers = {} } = await responder(config);
    const resposta: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: new AxiosHeaders(headers),
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return resposta;
    throw new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, resposta);
  };
  return { adapter, recebidas };
}

export function esperar(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
