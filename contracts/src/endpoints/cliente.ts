import { caminhoCom, type Endpoint, type ParamsDoCaminho } from './definir.js';

/**
 * The least a front end's HTTP client must do to call an endpoint (shared-auth's `http` fits). Kept here so
 * contracts needs no HTTP library and each front end passes its own client.
 */
export interface Transporte {
  request(config: {
    method: string;
    url: string;
    params?: unknown;
    data?: unknown;
    headers?: Record<string, string>;
    /** A public read: sent without the citizen's token (shared-auth's client honours it). */
    anonima?: boolean;
  }): Promise<{ data: unknown; status: number }>;
}

type SemParams<C extends string> = keyof ParamsDoCaminho<C> extends never ? true : false;

/** What a call sends: the path's parameters (required when the path has any), the query string and the body. */
export type Entrada<E extends Endpoint> = (SemParams<E['caminho']> extends true
  ? { params?: undefined }
  : { params: ParamsDoCaminho<E['caminho']> }) & {
  query?: Record<string, string | number | boolean | undefined>;
  corpo?: unknown;
  headers?: Record<string, string>;
};

type EntradaOpcional<E extends Endpoint> =
  SemParams<E['caminho']> extends true ? [entrada?: Entrada<E>] : [entrada: Entrada<E>];

/** The request config of one call, built from the endpoint's definition only. */
export function requisicao<E extends Endpoint>(e: E, ...[entrada]: EntradaOpcional<E>) {
  const params = (entrada?.params ?? {}) as ParamsDoCaminho<E['caminho']>;
  return {
    method: e.metodo,
    url: caminhoCom(e.caminho, params),
    ...(entrada?.query ? { params: entrada.query } : {}),
    ...(entrada?.corpo !== undefined ? { data: entrada.corpo } : {}),
    ...(entrada?.headers ? { headers: entrada.headers } : {}),
  };
}

/** Calls the endpoint and returns the body as the caller's type `T`, unchecked (see `chamarValidado` to check it). */
export async function chamar<T, E extends Endpoint = Endpoint>(
  t: Transporte,
  e: E,
  ...entrada: EntradaOpcional<E>
): Promise<T> {
  const { data } = await t.request(requisicao(e, ...entrada));
  return data as T;
}
