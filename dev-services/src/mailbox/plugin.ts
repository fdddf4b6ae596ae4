/**
 * Fastify plugin for the local mailbox page; the gateway registers it at /dev/caixa-postal. It is deliberately not
 * wrapped with fastify-plugin, so the prefix it is registered with applies to its route.
 */
import type { FastifyPluginAsync } from 'fastify';
import { buscarMensagens } from './buscar-mensagens.js';
import { paginaCaixaPostal } from './pagina.js';

export interface OpcoesCaixaPostal {
  /** Base URL of the product API, e.g. http://localhost:3000 (the page reads `${apiUrl}/v1/dev/mensagens`). */
  apiUrl: string;
}

export const mailboxPlugin: FastifyPluginAsync<OpcoesCaixaPostal> = async (app, { apiUrl }) => {
  app.get<{ Querystring: { para?: string } }>('/', async (request, reply) => {
    const para = typeof request.query.para === 'string' ? request.query.para : '';
    const resultado = await buscarMensagens(apiUrl, para);
    return reply
      .code(resultado.ok ? 200 : 502)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(paginaCaixaPostal(resultado, para));
  });
};
