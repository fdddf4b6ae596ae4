import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesDev as d } from '@portal/contracts';
import { rota } from '../lib/rota.js';
import { somenteLoopback } from './somente-loopback.rotas.js';

/**
 * Local mailbox: the outbox, newest first. Registered only with DEV_MAILBOX=1 outside production (config/modo.ts),
 * and it answers only the machine itself (somente-loopback.rotas.ts).
 */
const dev: FastifyPluginAsyncZod = async (app) => {
  somenteLoopback(app);
  app.route({ ...rota(d.mensagens, { tags: ['dev'] }), handler: () => app.repos.mensagens.recentes() });
};

export default dev;
