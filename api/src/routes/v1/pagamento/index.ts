import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema, pagamentoSchema, type Pagamento } from '@portal/contracts';
import { exigirDono } from '../../../plugins/app/auth.js';

/** Payment or benefit protocol records of a candidate. */
const pagamento: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuario/:userId',
    {
      onRequest: app.autenticar,
      schema: { tags: ['pagamento'], security: [{ bearer: [] }], params: z.object({ userId: idSchema }), response: { 200: z.array(pagamentoSchema) } },
    },
    async (request) => {
      exigirDono(request, request.params.userId);
      return app.db.query<Pagamento>(
        `SELECT protocolo_pagamento AS "protocoloPagamento", senha_pagamento AS "senhaPagamento", status_pagamento AS "statusPagamento"
           FROM pagamento WHERE id_usuario = $1 ORDER BY id`,
        [request.params.userId],
      );
    },
  );
};

export default pagamento;
