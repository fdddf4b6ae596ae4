import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesQuestionarios as d, PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { exigirDono, exigirPapel } from '../plugins/app/auth.js';
import { registrarRespostasDaMatricula } from './respostas.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['matrícula: questionário'], security: SEGURANCA_BEARER };

/** The enrolment-period questionnaire: has the candidate answered it, and answering it. */
const matricula: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);
  app.addHook('preHandler', async (request) => {
    exigirPapel(request, PAPEIS_CANDIDATO_E_ADMIN);
  });

  app.route({
    ...rota(d.possuiDoPeriodo, doc),
    handler: async (request) => {
      const { idUsuario, idPeriodoInscricao } = request.query;
      exigirDono(request, idUsuario);
      if (!(await app.repos.periodos.existe(idPeriodoInscricao))) throw Erros.naoEncontrado();
      const idQuestionario = await app.repos.questionarios.respondeuNoPeriodo(idUsuario, idPeriodoInscricao);
      return { possui: idQuestionario !== null, idQuestionario };
    },
  });

  app.route({
    ...rota(d.registrarMatriculaExpresso, doc),
    handler: async (request, reply) => {
      exigirDono(request, request.body.idUsuario);
      await registrarRespostasDaMatricula(app.repos.questionarios, request.body);
      return reply.status(201).send({ message: 'Respostas registradas.', errors: [] });
    },
  });
};

export default matricula;
