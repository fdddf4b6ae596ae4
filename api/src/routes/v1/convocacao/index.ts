import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConvocacao as d, Papel } from '@portal/contracts';
import { exigirPapel } from '../../../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../../rota.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/** Staff call up a class's 'Ativa' enrolments with a deadline (decision 1500). */
const convocacao: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);
  app.route({
    ...rota(d.convocar, doc),
    handler: async (request, reply) => {
      const autor = exigirPapel(request, [Papel.Administrador]);
      const resposta = await app.services.convocacao.convocar(autor, request.params.id, request.body);
      return reply.status(201).send(resposta);
    },
  });
};

export default convocacao;
