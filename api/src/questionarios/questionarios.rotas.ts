import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesQuestionarios as d, Mensagem, PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { exigirDono, exigirPapel } from '../plugins/app/auth.js';
import { alterarRespostas, registrarRespostas } from './respostas.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';
import matricula from './matricula.rotas.js';

const doc = { tags: ['questionários'], security: SEGURANCA_BEARER };

/** Company, Empreenda, general and dynamic questionnaires, and their answers. */
const questionarios: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.autenticar);
  // Questionnaires are part of a candidate's registration and enrolment: a staff role files no answers of its own.
  app.addHook('preHandler', async (request) => {
    exigirPapel(request, PAPEIS_CANDIDATO_E_ADMIN);
  });

  app.route({
    ...rota(d.buscar, doc),
    handler: async (request) => {
      const questionario = await app.repos.questionarios.buscar(request.query);
      if (!questionario) throw Erros.naoEncontrado(Mensagem.questionarioNaoEncontrado);
      return questionario;
    },
  });

  app.route({
    ...rota(d.registrarRespostas, doc),
    handler: async (request, reply) => {
      exigirDono(request, request.body.idUsuario);
      await registrarRespostas(app.repos.questionarios, request.body);
      return reply.status(201).send({ message: 'Respostas registradas.', errors: [] });
    },
  });

  // Reading and changing one's own answers: the edit routes open with them and save over them (decision 0143).
  app.route({
    ...rota(d.respostas, doc),
    handler: async (request) => {
      exigirDono(request, request.query.idUsuario);
      const respostas = await app.repos.questionarios.respostas(request.query);
      if (!respostas) throw Erros.naoEncontrado(Mensagem.respostaNaoEncontrada);
      return respostas;
    },
  });

  app.route({
    ...rota(d.alterarRespostas, doc),
    handler: async (request) => {
      exigirDono(request, request.body.idUsuario);
      await alterarRespostas(app.repos.questionarios, request.body);
      return { message: 'Respostas alteradas.', errors: [] };
    },
  });
};

export default moduloDoDominio('questionarios', ['auth', 'repositorios'], questionarios, matricula);
