import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesAnalytics as d } from '@portal/contracts';
import { rota } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

/** Page views sent by the shell. Anonymous; the user id is kept only when a valid token comes along. */
const analytics: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...rota(d.pageview, { tags: ['analytics'] }),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const idUsuario = await app.autenticar(request).then(
        () => request.usuario?.sid ?? null,
        () => null,
      );
      const { path, referrer, title } = request.body;
      await app.repos.pageviews.registrar({
        path: path.split('?')[0]!,
        referrer: referrer ?? null,
        title: title ?? null,
        idUsuario,
      });
      return reply.status(202).send();
    },
  });
};

export default moduloDoDominio('analytics', ['auth', 'repositorios', 'limite-de-requisicoes'], analytics);
