import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { HttpNome, Mensagem } from '@portal/contracts';
import swagger from './swagger.js';

/** Third-party plugins, registered before the application's own (Fastify reference-app order). */
export default fp(async (app) => {
  await app.register(cookie);
  await app.register(cors, {
    origin: app.config.corsOrigins,
    credentials: true,
    exposedHeaders: [HttpNome.tokenExpired],
    allowedHeaders: ['Content-Type', 'Authorization', HttpNome.csrfHeader, 'X-Request-Id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // Off by default; routes that need it (sign-in, e-mail flows) opt in with config.rateLimit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, contexto) => ({
      statusCode: contexto.statusCode,
      message: Mensagem.muitasRequisicoes,
      errors: [Mensagem.muitasRequisicoes],
    }),
  });
  await app.register(swagger);
});
