import type { FastifyPluginAsync } from 'fastify';
import { PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { exigirPapel } from '../plugins/app/auth.js';
import viaRapida from './via-rapida.rotas.js';
import consultas from './consultas.rotas.js';
import programas from './programas.rotas.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

/** Enrolments: every call needs a signed-in Candidato or Administrador. */
const inscricao: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.autenticar);
  app.addHook('preHandler', async (request) => {
    exigirPapel(request, PAPEIS_CANDIDATO_E_ADMIN);
  });
  await app.register(viaRapida);
  await app.register(consultas);
  await app.register(programas);
};

export default moduloDoDominio('inscricao', ['auth', 'repositorios', 'servicos'], inscricao);
