/**
 * Fastify plugin for the local mailbox page; the gateway registers it at /dev/caixa-postal. It is deliberately not
 * wrapped with fastify-plugin, so the prefix it is registered with applies to its route.
 */
import type { FastifyPluginAsync } from 'fastify';
import { buscarMensagens } from './buscar-mensagens.js';
import { paginaCaixaPostal } from './pagina.js';
import { politicaDePagina } from '../shared/politica-de-pagina.js';

export interface OpcoesCaixaPostal {
  /** Base URL of the product API, e.g. http://localhost:3000 (the page reads `${apiUrl}/v1/dev/mensagens`). */
  apiUrl: string;
}

export const mailboxPlugin: FastifyPluginAsync<OpcoesCaixaPostal> = async (app, { apiUrl }) => {
  // Mounted only by the portal's server, whose onRequest guard (gateway/src/somente-loopback.ts) refuses every
  // non-loopback peer on /dev/* and /v1/dev/* before this route runs; the API checks /v1/dev again itself.
  app.get<{ Querystring: { para?: string } }>('/', async (request, reply) => {
    const para = typeof request.query.para === 'string' ? request.query.para : '';
    const resultado = await buscarMensagens(apiUrl, para);
    const html = paginaCaixaPostal(resultado, para);
    return reply
      .code(resultado.ok ? 200 : 502)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', politicaDePagina(html, ["'self'"]))
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
