import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageviewSchema } from '@portal/contracts';

/** Page views sent by the shell. Anonymous; the user id is kept only when a valid token comes along. */
const analytics: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pageview',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, schema: { tags: ['analytics'], body: pageviewSchema } },
    async (request, reply) => {
      const idUsuario = await app.autenticar(request).then(
        () => request.usuario?.sid ?? null,
        () => null,
      );
      const { path, referrer, title } = request.body;
      await app.db.query('INSERT INTO pageview (path, referrer, title, id_usuario) VALUES ($1, $2, $3, $4)', [
        path.split('?')[0],
        referrer ?? null,
        title ?? null,
        idUsuario,
      ]);
      return reply.status(202).send();
    },
  );
};

export default analytics;
