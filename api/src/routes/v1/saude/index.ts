import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migracoesEmDia } from '../../../db/migrate.js';

const INDISPONIVEL = 'O serviço ainda não está pronto.';

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
const saude: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['saúde'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/ready', { schema: { tags: ['saúde'] } }, async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      if (await migracoesEmDia(app.db)) return { status: 'pronto', banco: app.db.driver };
      return reply.status(503).send({ message: INDISPONIVEL, errors: ['Há migrações pendentes.'] });
    } catch (erro) {
      request.log.warn({ err: erro }, 'banco indisponível');
      return reply.status(503).send({ message: INDISPONIVEL, errors: ['Banco de dados indisponível.'] });
    }
  });
};

export default saude;
