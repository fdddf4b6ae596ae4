import type { FastifyPluginAsync } from 'fastify';
import autenticacao from './autenticacao.js';
import govbr from './govbr.js';
import cadastro from './cadastro.js';
import conta from './conta.js';
import emailESenha from './email-e-senha.js';

const usuario: FastifyPluginAsync = async (app) => {
  await app.register(autenticacao);
  await app.register(govbr);
  await app.register(cadastro);
  await app.register(conta);
  await app.register(emailESenha);
};

export default usuario;
