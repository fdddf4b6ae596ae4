import type { FastifyPluginAsync } from 'fastify';
import turmas from './turmas.rotas.js';
import inscricoesDaTurma from './inscricoes-da-turma.rotas.js';
import equipe from './equipe.rotas.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

/** The operations area (decision 1500): every call signed in; profile and scope are checked by the service. */
const gestao: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.autenticar);
  await app.register(turmas);
  await app.register(inscricoesDaTurma);
  await app.register(equipe);
};

export default moduloDoDominio('gestao', ['auth', 'servicos'], gestao);
