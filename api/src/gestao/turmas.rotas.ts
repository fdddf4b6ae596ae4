import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesGestao as d } from '@portal/contracts';
import { usuarioDe } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['gestão'], security: SEGURANCA_BEARER };

/** Classes in the caller's scope: list, its filter choices, one, open/close enrolment, seats. */
const turmas: FastifyPluginAsyncZod = async (app) => {
  const servico = app.services.gestao;

  app.route({
    ...rota(d.turmas, doc),
    handler: (request) => servico.turmas(usuarioDe(request), request.query),
  });

  app.route({
    ...rota(d.filtrosDasTurmas, doc),
    handler: (request) => servico.filtrosDasTurmas(usuarioDe(request)),
  });

  app.route({
    ...rota(d.turma, doc),
    handler: (request) => servico.turma(usuarioDe(request), request.params.id),
  });

  app.route({
    ...rota(d.abrirOuFecharInscricoes, doc),
    handler: (request) =>
      servico.abrirOuFecharInscricoes(usuarioDe(request), request.params.id, request.body.abertas),
  });

  app.route({
    ...rota(d.mudarVagas, doc),
    handler: (request) => servico.mudarVagas(usuarioDe(request), request.params.id, request.body),
  });
};

export default turmas;
