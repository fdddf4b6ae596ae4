import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, Mensagem, questionarioSchema, respostasQuestionarioSchema } from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import { registrarRespostas } from '../../../services/respostas.js';

const tags = ['questionários'];
const security = [{ bearer: [] }];

/** Company, Empreenda, general and dynamic questionnaires, and their answers. */
const questionarios: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          tipo: z.enum(['EMPRESA', 'EMPREENDA', 'GERAL', 'DINAMICO', 'MATRICULA']),
          idCurso: idSchema.optional(),
          idQuestionario: idSchema.optional(),
        }),
        response: { 200: questionarioSchema },
      },
    },
    async (request) => {
      const questionario = await app.repos.questionarios.buscar(request.query);
      if (!questionario) throw Erros.naoEncontrado(Mensagem.questionarioNaoEncontrado);
      return questionario;
    },
  );

  app.post('/respostas', { schema: { tags, security, body: respostasQuestionarioSchema } }, async (request, reply) => {
    exigirDono(request, request.body.idUsuario);
    await registrarRespostas(app.repos.questionarios, request.body);
    return reply.status(201).send({ message: 'Respostas registradas.', errors: [] });
  });
};

export default questionarios;
