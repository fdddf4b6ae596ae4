import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConvocacao as d } from '@portal/contracts';
import { usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/** Staff call up a class's 'Ativa' enrolments with a deadline (decision 1500); profile and scope: the service. */
const convocacao: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);
  app.route({
    ...rota(d.convocar, doc),
    handler: async (request, reply) => {
      const resposta = await app.services.convocacao.convocar(
        usuarioDe(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(resposta);
    },
  });
};

export default moduloDoDominio('convocacao', ['auth', 'servicos'], convocacao);
