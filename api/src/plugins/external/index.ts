import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { HttpNome } from '@portal/contracts';
import swagger from './swagger.js';

/** Third-party plugins, registered before the application's own (Fastify reference-app order). */
export default fp(
  async (app) => {
    await app.register(cookie);
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      exposedHeaders: [HttpNome.tokenExpired],
      allowedHeaders: ['Content-Type', 'Authorization', HttpNome.csrfHeader, 'X-Request-Id'],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    });
    // @fastify/rate-limit is registered with the application's plugins (plugins/app/limite-de-requisicoes.ts): its
    // counters live in the database, which opens there.
    await app.register(swagger);
  },
  { name: 'externos' },
);
