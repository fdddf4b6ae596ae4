import { http } from '@portal/shared-auth';

/** A canned answer at the network edge. */
export interface Resposta {
  status: number;
  data?: unknown;
}

export interface Pedido {
  chave: string;
  params: unknown;
  corpo: unknown;
}

type Adaptador = Extract<NonNullable<typeof http.defaults.adapter>, (...args: never[]) => unknown>;
type Config = Parameters<Adaptador>[0];
type Respostas = Record<string, Resposta | ((pedido: Pedido) => Resposta)>;

const adaptadorReal = http.defaults.adapter;

/** Fails like the real client does, so code that reads `error.response.status` sees what it would in a browser. */
function falhaHttp(config: Config, resposta: Resposta) {
  const response = { status: resposta.status, data: resposta.data, statusText: '', headers: {}, config };
  return Object.assign(new Error(`HTTP ${resposta.status}`), { isAxiosError: true, config, response });
}

/**
 * Puts canned answers under the portal's real http client, keyed 'GET /v1/...'. A call nobody expected answers
 * 599, so a test can never pass by accident on a request it did not mean to make. Returns the requests seen.
 */
export function redeFalsa(respostas: Respostas): Pedido[] {
  const pedidos: Pedido[] = [];
  const adaptador: Adaptador = async (config) => {
    const corpo = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const pedido: Pedido = {
      chave: `${(config.method ?? 'get').toUpperCase()} ${config.url}`,
      params: config.params,
      corpo,
    };
    pedidos.push(pedido);
    const definida = respostas[pedido.chave];
    const resposta = typeof definida === 'function' ? definida(pedido) : (definida ?? { status: 599 });
    if (resposta.status >= 400) throw falhaHttp(config, resposta);
    return { status: resposta.status, data: resposta.data, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adaptador;
  return pedidos;
}

export function redeReal(): void {
  http.defaults.adapter = adaptadorReal;
}
