import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Definicao } from '@portal/contracts';

/** What OpenAPI shows beside the contract: the group and, for signed-in calls, the bearer scheme. */
export interface Documentacao {
  tags: string[];
  security?: Record<string, string[]>[];
}

/**
 * A route's method, URL and schemas, taken from its contract definition (decision 0910): the route file adds only
 * HTTP behaviour (handler, hooks, limits). Spread into `app.route({ ...rota(d, doc), handler })`.
 */
export function rota<D extends Definicao>(
  d: D,
  doc: Documentacao,
): { method: D['metodo']; url: string; schema: D['esquema'] & Documentacao } {
  // The return type is spelled out: inferred from the spread, Fastify's type provider loses the schemas' types.
  return { method: d.metodo, url: d.caminho, schema: { ...d.esquema, ...doc } };
}

export const SEGURANCA_BEARER = [{ bearer: [] }];

/**
 * onSend hook of the account answers (sessao, govbr and conta routes): no browser, proxy or CDN may keep a token
 * response (RFC 6749 §5.1), nor any other account answer.
 */
export async function semArmazenar(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
