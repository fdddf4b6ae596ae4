import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filtroRespostasSchema, idSchema, Mensagem, questionarioSchema, respostasQuestionarioSchema } from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import { alterarRespostas, registrarRespostas } from '../../../services/respostas.js';

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

  // Reading and changing one's own answers: the edit routes open with them and save over them (decision 0143).
  app.get(
    '/respostas',
    { schema: { tags, security, querystring: filtroRespostasSchema, response: { 200: respostasQuestionarioSchema } } },
    async (request) => {
      exigirDono(request, request.query.idUsuario);
      const respostas = await app.repos.questionarios.respostas(request.query);
      if (!respostas) throw Erros.naoEncontrado(Mensagem.respostaNaoEncontrada);
      return respostas;
    },
  );

  app.put('/respostas', { schema: { tags, security, body: respostasQuestionarioSchema } }, async (request) => {
    exigirDono(request, request.body.idUsuario);
    await alterarRespostas(app.repos.questionarios, request.body);
    return { message: 'Respostas alteradas.', errors: [] };
  });
};

export default questionarios;
