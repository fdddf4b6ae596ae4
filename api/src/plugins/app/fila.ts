import fp from 'fastify-plugin';
import type { Fila } from '../../lib/fila/fila.js';
import { FilaEmProcesso } from '../../lib/fila/fila-em-processo.js';
import { FilaPgBoss } from '../../lib/fila/fila-pg-boss.js';
import { RepositorioDeLimitesDeRequisicao } from '../../limites/index.js';

/**
 * The API's job queue as `app.fila` (decision 0162): pg-boss on PostgreSQL, an in-process runner on PGlite, the same
 * jobs on both. Other areas declare their own jobs on it (`app.fila.definir`) — e-mails (smtp.ts), the call-up
 * expiry and waiting-list offers (expiracao-de-convocacoes.ts).
 */
export default fp(
  async (app) => {
    const fila: Fila = app.db.driver === 'pg' ? new FilaPgBoss(app.db, app.log) : new FilaEmProcesso(app.log);
    app.decorate('fila', fila);
    // Registered after the database plugin, so this runs before the pool closes (onClose hooks run last-in first-out).
    app.addHook('onClose', () => fila.parar());
    if (!app.config.tarefasPeriodicas) return;
    const limites = new RepositorioDeLimitesDeRequisicao(app.db);
    await fila.definir('limpeza-de-contadores', { tentativas: 1, esperaSegundos: 60 }, async () => {
      const apagados = await limites.apagarAntigos();
      if (apagados) app.log.info({ apagados }, 'contadores antigos apagados');
    });
    await fila.agendar('limpeza-de-contadores', '17 * * * *');
  },
  { name: 'fila', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    fila: Fila;
  }
}
