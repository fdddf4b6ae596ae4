import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesCatalogo as d } from '@portal/contracts';
import { CACHE_DAS_VAGAS, cachePublico } from '../lib/cache-publico.js';
import { Erros } from '../lib/http-error.js';
import { rota } from '../lib/rota.js';

/**
 * Seats left per class of a service order: the catalogue's one live value, apart from the class list so that list
 * stays cacheable for minutes (decision 0174). Never kept in memory here; an edge may keep it two seconds.
 */
const vagas: FastifyPluginAsyncZod = async (app) => {
  cachePublico(app, CACHE_DAS_VAGAS, 0);
  app.route({
    ...rota(d.vagas, { tags: ['catálogo'] }),
    handler: async (request) => {
      const lista = await app.repos.catalogo.vagas(request.params.idOrdemServico);
      if (!lista) throw Erros.naoEncontrado();
      return lista;
    },
  });
};

export default vagas;
