import type { FastifyPluginAsync } from 'fastify';
import { semArmazenar } from '../lib/rota.js';
import cadastro from './cadastro.rotas.js';
import conta from './dados-da-conta.rotas.js';
import emailESenha from './email-e-senha.rotas.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

/** Account answers: registration, personal data, e-mail flows (sign-in is sessao's, gov.br sign-in govbr's). */
const usuario: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', semArmazenar);
  await app.register(cadastro);
  await app.register(conta);
  await app.register(emailESenha);
};

export default moduloDoDominio(
  'conta',
  ['auth', 'repositorios', 'servicos', 'sobrecarga', 'limite-de-requisicoes'],
  usuario,
);
