import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesGestao as d } from '@portal/contracts';
import { usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/** A class's enrolments (page, CSV) and history. */
const inscricoesDaTurma: FastifyPluginAsyncZod = async (app) => {
  const servico = app.services.gestao;

  app.route({
    ...rota(d.inscricoesDaTurma, doc),
    handler: (request) => servico.inscricoes(usuarioDe(request), request.params.id, request.query),
  });

  app.route({
    ...rota(d.inscricoesDaTurmaCsv, doc),
    handler: async (request, reply) => {
      const csv = await servico.csv(usuarioDe(request), request.params.id, request.query.status);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="turma-${request.params.id}-inscricoes.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...rota(d.historicoDaTurma, doc),
    handler: (request) => servico.historico(usuarioDe(request), request.params.id, request.query),
  });
};

export default inscricoesDaTurma;
