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

/** Every write operation, and every operation with path or query parameters. */
export function operacoesAtacaveis(app: FastifyInstance): Operacao[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OperacaoOpenApi>> };
  return Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos)
      .map(([metodo, op]) => {
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
      })
      .filter(
        (op) => ESCRITA.has(op.metodo.toLowerCase()) || op.naRota.length > 0 || op.naConsulta.length > 0,
      ),
  );
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
