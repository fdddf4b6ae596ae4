import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesSaude as d } from '@portal/contracts';
import { rota } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

const INDISPONIVEL = 'O serviço ainda não está pronto.';
const doc = { tags: ['saúde'] };

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
const saude: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...rota(d.health, doc), handler: async () => ({ status: 'ok' as const }) });

  app.route({
    ...rota(d.ready, doc),
    handler: async (request, reply) => {
      try {
        const saude = app.repos.saude;
        if ((await saude.prontidao()) === 'pronto') return { status: 'pronto', banco: saude.driver };
        return reply.status(503).send({ message: INDISPONIVEL, errors: ['Há migrações pendentes.'] });
      } catch (erro) {
        request.log.warn({ err: erro }, 'banco indisponível');
        return reply.status(503).send({ message: INDISPONIVEL, errors: ['Banco de dados indisponível.'] });
      }
    },
  });
};

export default moduloDoDominio('saude', ['repositorios'], saude);
