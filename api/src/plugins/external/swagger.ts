import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIXO } from '@portal/contracts';

/** OpenAPI document generated from the routes' zod schemas; the page is /v1/docs, the JSON /v1/docs/json. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API do Portal Qualifica',
        description: 'Inscrições em cursos de qualificação profissional.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The page and its JSON map every route for an attacker too: production serves them only when asked (API_DOCUMENTACAO).
  if (app.config.documentacao) await app.register(swaggerUi, { routePrefix: `${API_PREFIXO}/docs` });
});
