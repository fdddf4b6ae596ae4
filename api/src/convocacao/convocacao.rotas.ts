import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConvocacao as d, PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { exigirPapel, usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/**
 * Staff call up a class's 'Ativa' enrolments with a deadline (decision 1500), and the candidate reads the timeline of
 * their own enrolment; profile, scope and owner: the service.
 */
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
  app.route({
    ...rota(d.linhaDoTempo, { tags: ['inscrição'], security: SEGURANCA_BEARER }),
    // The same profiles as every other enrolment reading (the inscricao module's guard).
    preHandler: async (request) => {
      exigirPapel(request, PAPEIS_CANDIDATO_E_ADMIN);
    },
    handler: (request) => app.services.convocacao.linhaDoTempo(usuarioDe(request), request.params.id),
  });
};

export default moduloDoDominio('convocacao', ['auth', 'servicos'], convocacao);
