import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesPagamento as d } from '@portal/contracts';
import { exigirDono } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';

/** Payment or benefit protocol records of a candidate. */
const pagamento: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...rota(d.doUsuario, { tags: ['pagamento'], security: SEGURANCA_BEARER }),
    onRequest: app.autenticar,
    handler: async (request) => {
      exigirDono(request, request.params.userId);
      return app.repos.pagamentos.doUsuario(request.params.userId);
    },
  });
};

export default moduloDoDominio('pagamento', ['auth', 'repositorios'], pagamento);
