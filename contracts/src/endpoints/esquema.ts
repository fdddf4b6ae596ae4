import type { z } from 'zod';
import { chamar, type Entrada, type Transporte } from './cliente.js';
import type { Endpoint, Recurso } from './definir.js';

/** The zod schemas of one endpoint, in Fastify's shape (fastify-type-provider-zod reads them as they are). */
export interface Esquema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
}

/** One schema entry per endpoint of the resource, no more, no less. */
export type EsquemasDe<R extends Recurso> = { readonly [K in keyof R]: Esquema };

/** An endpoint with its schemas: what the API registers. */
export type Definicao<E extends Endpoint = Endpoint, S extends Esquema = Esquema> = E & {
  readonly esquema: S;
};

/** Joins a resource's descriptors with its schemas, name by name. */
export function definicoes<R extends Recurso, S extends EsquemasDe<R>>(
  recurso: R,
  esquemas: S,
): { readonly [K in keyof R]: Definicao<R[K], S[K]> } {
  const juntas: Record<string, Definicao> = {};
  for (const [nome, e] of Object.entries(recurso)) juntas[nome] = { ...e, esquema: esquemas[nome]! };
  return juntas as { readonly [K in keyof R]: Definicao<R[K], S[K]> };
}

type Sucesso<S extends Esquema> =
  S['response'] extends Record<number, z.ZodType>
    ? S['response'][keyof S['response'] & (200 | 201 | 202)]
    : undefined;

/** The type of an endpoint's success body, from its schema. */
export type RespostaDe<S extends Esquema> = Sucesso<S> extends z.ZodType ? z.infer<Sucesso<S>> : void;

/** Calls the endpoint and checks the answer against its success schema (200, else 201 or 202). */
export async function chamarValidado<E extends Endpoint, S extends Esquema>(
  t: Transporte,
  d: Definicao<E, S>,
  ...entrada: E['caminho'] extends `${string}:${string}` ? [Entrada<E>] : [Entrada<E>?]
): Promise<RespostaDe<S>> {
  const dados = await chamar<unknown, E>(t, d, ...(entrada as [Entrada<E>]));
  const esquema = d.esquema.response?.[200] ?? d.esquema.response?.[201] ?? d.esquema.response?.[202];
  return (esquema ? esquema.parse(dados) : dados) as RespostaDe<S>;
}
