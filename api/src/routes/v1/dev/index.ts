import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mensagemDevSchema } from '@portal/contracts';

/** Local mailbox: the outbox, newest first. Registered only with DEV_MAILBOX=1 (the local start). */
const dev: FastifyPluginAsyncZod = async (app) => {
  app.get('/mensagens', { schema: { tags: ['dev'], response: { 200: z.array(mensagemDevSchema) } } }, () =>
    app.repos.mensagens.recentes(),
  );
};

export default dev;
