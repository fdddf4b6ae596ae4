/**
 * The gateway's structured logs (pino, through Fastify): one JSON line per request, with the request id that the API
 * logs too and that the browser gets back, so a citizen's report, the gateway's line and the API's line meet.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { HttpNome, ID_DE_REQUISICAO_BEM_FORMADO } from '@portal/contracts';

export interface OpcoesDeLog {
  /** pino's level: `info` writes the request lines, `warn` or `silent` leaves them out. */
  nivel: string;
  /** Where the lines go (default stdout). */
  destino?: Writable;
}

/**
 * Which TCP peers are the edge (nginx, a load balancer): their X-Forwarded-For and x-request-id are believed, nobody
 * else's. proxy-addr's syntax, as the API's TRUST_PROXY: `loopback`, `uniquelocal`, addresses and CIDRs, comma-separated;
 * empty trusts no one (the gateway is the edge).
 */
export type Confianca = (endereco: string, salto: number) => boolean;

export function confiancaNaBorda(enderecos: string): Confianca {
  const lista = enderecos
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return lista.length === 0 ? () => false : proxyAddr.compile(lista);
}

/** The edge's id when the edge sent a well-formed one; a new UUID otherwise (a client cannot choose its own). */
export function gerarIdDaRequisicao(confia: Confianca): (req: IncomingMessage) => string {
  return (req) => {
    const recebido = req.headers[HttpNome.idDaRequisicao];
    const daBorda = confia(req.socket.remoteAddress ?? '', 0) && typeof recebido === 'string';
    return daBorda && ID_DE_REQUISICAO_BEM_FORMADO.test(recebido) ? recebido : randomUUID();
  };
}

export function opcoesDoLogger({ nivel, destino }: OpcoesDeLog): FastifyServerOptions['logger'] {
  return { level: nivel, ...(destino ? { stream: destino } : {}) };
}

/**
 * Fastify's own two lines per request are off; this writes one: method, path (without the query
 * string, which carries single-use tokens and OpenID codes), status, milliseconds and the id (`reqId`). The id is
 * echoed to the browser on every answer.
 */
export function registrarLogDasRequisicoes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HttpNome.idDaRequisicao, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'requisição',
    );
  });
  // Turning Fastify's request lines off also silences its error handler's line: a failure is logged here instead.
  app.addHook('onError', async (request, _reply, erro) => {
    request.log.error({ err: erro }, 'erro ao atender a requisição');
  });
}
