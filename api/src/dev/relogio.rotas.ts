import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesRelogioDeTeste as d } from '@portal/contracts';
import { rota } from '../lib/rota.js';
import { somenteLoopback } from './somente-loopback.rotas.js';

const doc = { tags: ['dev'] };

/**
 * The test clock (decision 1500): moves the API's "now" for call-up deadlines, in every process (the offset is in
 * the database). Registered only with DEV_RELOGIO=1 outside production, and only for loopback. Moving it runs the
 * expiry sweep at once, so a journey need not wait for the scheduled one.
 */
const relogio: FastifyPluginAsyncZod = async (app) => {
  somenteLoopback(app);
  app.route({ ...rota(d.ler, doc), handler: () => app.repos.relogioDeTeste.relogio() });
  app.route({
    ...rota(d.mover, doc),
    handler: async (request) => {
      const corpo = request.body;
      await app.repos.relogioDeTeste.moverRelogio('zerar' in corpo ? null : corpo.avancarMinutos);
      await app.services.convocacao.varrer();
      return app.repos.relogioDeTeste.relogio();
    },
  });
};

export default relogio;
