import { Cabecalhos } from '../http/cabecalhos';
import { ErroHttp, type Adaptador, type ConfiguracaoInterna, type RespostaHttp } from '../http/tipos';

export interface Resposta {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Rota = (config: ConfiguracaoInterna) => Resposta | Promise<Resposta>;

/**
 * The network edge for tests: an adapter of shared-auth's client answering like the API would, and recording every
 * request it saw (with the headers the interceptors put on it).
 */
export function servidorFalso(responder: Rota) {
  const recebidas: ConfiguracaoInterna[] = [];
  const adapter: Adaptador = async (config) => {
    recebidas.push(config);
    const { status, data = null, headers = {} } = await responder(config);
    const resposta: RespostaHttp = {
      status,
      statusText: String(status),
      data,
      headers: Cabecalhos.de(headers),
      config,
    };
    if (status >= 200 && status < 300) return resposta;
    throw new ErroHttp(`HTTP ${status}`, 'ERR_BAD_REQUEST', config, resposta);
  };
  return { adapter, recebidas };
}

export function esperar(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
