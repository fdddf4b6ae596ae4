import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesDev as d } from '@portal/contracts';
import { ehLoopback } from '../../../lib/endereco.js';
import { rota } from '../../rota.js';

/**
 * Local mailbox: the outbox, newest first. Registered only with DEV_MAILBOX=1 outside production (config/modo.ts),
 * and it answers only the machine itself: the TCP peer must be loopback (a header cannot fake it), and so must the
 * client the gateway forwards (the gateway overwrites X-Forwarded-For with its own peer's address).
 */
const dev: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!ehLoopback(request.socket.remoteAddress) || !ehLoopback(request.ip)) return reply.callNotFound();
  });
  app.route({ ...rota(d.mensagens, { tags: ['dev'] }), handler: () => app.repos.mensagens.recentes() });
};

export default dev;
