import type { FastifyInstance } from 'fastify';
import { ehHostDeLoopback, ehLoopback } from '../lib/endereco.js';

/**
 * A dev convenience answers only the machine itself: the TCP peer must be loopback (a header cannot fake it), and so
 * must the client the gateway forwards (the gateway overwrites X-Forwarded-For with its own peer's address). Anyone
 * else gets the same 404 as a route that does not exist. The Host the browser sent must name the machine too, and so
 * must the one the gateway forwards (X-Forwarded-Host): a DNS-rebinding page has a loopback socket but its own name.
 */
export function somenteLoopback(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!ehLoopback(request.socket.remoteAddress) || !ehLoopback(request.ip)) return reply.callNotFound();
    const { host, 'x-forwarded-host': hostRepassado } = request.headers;
    if (!ehHostDeLoopback(host) || (hostRepassado !== undefined && !ehHostDeLoopback(hostRepassado)))
      return reply.callNotFound();
  });
}
