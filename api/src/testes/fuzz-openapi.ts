import { tracingChannel } from 'node:diagnostics_channel';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { corpoHostil, segmentoHostil } from './fuzz.js';

/** fuzz-openapi.test.ts's reading of the OpenAPI document: the operations to attack, their cases, URLs and answers. */
const ESCRITA = new Set(['post', 'put', 'patch', 'delete']);

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Operacao {
  metodo: Metodo;
  caminho: string;
  naRota: string[];
  naConsulta: string[];
  campos: string[] | null;
}
interface Parametro {
  in: string;
  name: string;
}
interface OperacaoOpenApi {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/**
 * Every operation of the document: writes, reads with parameters, and parameterless GETs too (their headers,
 * query strings and tokens are still input).
 */
export function operacoesAtacaveis(app: FastifyInstance): Operacao[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OperacaoOpenApi>> };
  return Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => {
      const nomes = (onde: string) => (op.parameters ?? []).filter((p) => p.in === onde).map((p) => p.name);
      const corpo = op.requestBody?.content?.['application/json']?.schema;
      const campos = corpo ? Object.keys(corpo.properties ?? {}) : ESCRITA.has(metodo) ? [] : null;
      return {
        metodo: metodo.toUpperCase() as Metodo,
        caminho,
        naRota: nomes('path'),
        naConsulta: nomes('query'),
        campos,
      };
    }),
  );
}

/** Printable ASCII (what an HTTP header may carry), hostile in content only. */
const textoDeCabecalho = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

/**
 * The headers the portal reads, each absent (most often: the client's own) or hostile: a malformed or foreign
 * Authorization, a Content-Type the body does not have, a CSRF header that does not match its cookie, and
 * If-None-Match on any route (the cached reads answer 304 from it).
 */
export const cabecalhosHostis = fc.record(
  {
    authorization: fc.oneof(
      fc.constantFrom('Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer a.b.c', 'bearer x', 'Bearer .....'),
      fc.constant(`Bearer ${'x'.repeat(9000)}`),
      textoDeCabecalho(200),
      textoDeCabecalho(200).map((t) => `Bearer ${t}`),
    ),
    'content-type': fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json;;;',
        'application/jsonx',
        '',
      ),
      textoDeCabecalho(80),
    ),
    'x-xsrf-token': fc.oneof(fc.constantFrom('', 'outro-token', 'x'.repeat(9000)), textoDeCabecalho(100)),
    'if-none-match': fc.oneof(
      fc.constantFrom('*', 'W/"x"', '"', 'W/', '""', `"${'a'.repeat(9000)}"`, '"a", "b", W/"c"'),
      textoDeCabecalho(100),
    ),
  },
  { requiredKeys: [] },
);

/**
 * Which requests reached their route's handler: past the CSRF check, the schema validation and the preHandler hooks
 * (authentication). Read from Fastify's diagnostics channel `fastify.request.handler`: its start is published before
 * the handler runs, with an error published at once when a preHandler hook failed (the handler is then skipped).
 * Keyed by request id (the test sends an X-Request-Id of its own).
 */
export function contarChegadasAoHandler(): { chegou(id: string): boolean; parar(): void } {
  const canal = tracingChannel<unknown, { request: { id: string }; error?: unknown }>(
    'fastify.request.handler',
  );
  const abertos = new Set<object>();
  const barrados = new Set<string>();
  const chegaram = new Set<string>();
  const assinantes = {
    start: (store: { request: { id: string } }) => void abertos.add(store),
    end: (store: { request: { id: string } }) => {
      abertos.delete(store);
      if (!barrados.has(store.request.id)) chegaram.add(store.request.id);
    },
    // Published inside start…end only for a preHandler error; a handler's own error arrives later (asyncEnd).
    error: (store: { request: { id: string } }) => {
      if (abertos.has(store)) barrados.add(store.request.id);
    },
    asyncStart: () => undefined,
    asyncEnd: () => undefined,
  };
  canal.subscribe(assinantes);
  return { chegou: (id) => chegaram.has(id), parar: () => canal.unsubscribe(assinantes) };
}

export const casoDe = (op: Operacao, idUsuario: number) =>
  fc.record({
    quem: fc.constantFrom('anonimo', 'candidato', 'administrador'),
    rota: fc.tuple(...op.naRota.map(() => segmentoHostil)),
    consulta: fc.tuple(...op.naConsulta.map(() => fc.option(segmentoHostil, { nil: undefined }))),
    corpo: op.campos
      ? fc.option(corpoHostil(op.campos, idUsuario), { nil: undefined, freq: 8 })
      : fc.constant(undefined),
    endereco: fc.ipV4(),
    cabecalhos: fc.option(cabecalhosHostis, { nil: undefined, freq: 2 }),
  });

export function urlDe(op: Operacao, rota: string[], consulta: (string | undefined)[]): string {
  let url = op.caminho;
  op.naRota.forEach((nome, i) => (url = url.replace(`{${nome}}`, rota[i] || '%20')));
  const pares = op.naConsulta.flatMap((nome, i) =>
    consulta[i] === undefined ? [] : [`${nome}=${consulta[i]}`],
  );
  return pares.length ? `${url}?${pares.join('&')}` : url;
}

export const corpoDe = (texto: string): unknown => {
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
};

export const formaDeErro = (corpo: unknown) =>
  typeof corpo === 'object' &&
  corpo !== null &&
  typeof (corpo as { message: unknown }).message === 'string' &&
  Array.isArray((corpo as { errors: unknown }).errors) &&
  (corpo as { errors: unknown[] }).errors.every((e) => typeof e === 'string');
