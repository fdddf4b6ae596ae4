import type { FastifyPluginAsync } from 'fastify';
import autenticacao from '../sessao/autenticacao.rotas.js';
import govbr from '../govbr/govbr.rotas.js';
import cadastro from './cadastro.rotas.js';
import conta from './dados-da-conta.rotas.js';
import emailESenha from './email-e-senha.rotas.js';

/** Account answers: sessions and tokens (sign-in, refresh, gov.br, registration), personal data, e-mail flows. */
const usuario: FastifyPluginAsync = async (app) => {
  // No browser, proxy or CDN may keep a token response (RFC 6749 §5.1), nor any other account answer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(autenticacao);
  await app.register(govbr);
  await app.register(cadastro);
  await app.register(conta);
  await app.register(emailESenha);
};

export default usuario;
