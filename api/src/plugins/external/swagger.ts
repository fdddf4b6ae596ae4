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
  await app.register(swaggerUi, { routePrefix: `${API_PREFIXO}/docs` });
});
