import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, possuiQuestionarioResponseSchema, respostasQuestionarioSchema } from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import { registrarRespostas } from '../../../services/respostas.js';

const tags = ['matrícula: questionário'];
const security = [{ bearer: [] }];

/** The enrolment-period questionnaire: has the candidate answered it, and answering it. */
const matricula: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);

  app.get(
    '/PossuiQuestionarioPeriodoInscricao',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ idUsuario: idSchema, idPeriodoInscricao: idSchema }),
        response: { 200: possuiQuestionarioResponseSchema },
      },
    },
    async (request) => {
      const { idUsuario, idPeriodoInscricao } = request.query;
      exigirDono(request, idUsuario);
      if (!(await app.repos.periodos.existe(idPeriodoInscricao))) throw Erros.naoEncontrado();
      const idQuestionario = await app.repos.questionarios.respondeuNoPeriodo(idUsuario, idPeriodoInscricao);
      return { possui: idQuestionario !== null, idQuestionario };
    },
  );

  app.post('/QuestionarioMatriculaExpresso', { schema: { tags, security, body: respostasQuestionarioSchema } }, async (request, reply) => {
    exigirDono(request, request.body.idUsuario);
    await registrarRespostas(app.repos.questionarios, request.body);
    return reply.status(201).send({ message: 'Respostas registradas.', errors: [] });
  });
};

export default matricula;
