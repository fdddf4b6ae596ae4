import fp from 'fastify-plugin';
import { conectar } from '../../db/connect.js';
import { aplicarMigracoes } from '../../db/migrate.js';
import { semearSeVazio } from '../../db/seed/index.js';
import type { Db } from '../../db/types.js';

/** Opens the database (unless one is given), applies pending migrations and seeds an empty database. */
export default fp<{ db?: Db; semear: boolean }>(async (app, opcoes) => {
  const db = opcoes.db ?? (await conectar(app.config, app.log));
  if (!opcoes.db) app.addHook('onClose', () => db.close());
  await db.exclusivo(async () => {
    const novas = await aplicarMigracoes(db);
    if (novas.length) app.log.info({ migracoes: novas, driver: db.driver }, 'migrações aplicadas');
    if (opcoes.semear && (await semearSeVazio(db, { contasDemo: app.config.contasDemo })))
      app.log.info('banco semeado com dados de demonstração');
  });
  app.decorate('db', db);
});

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}
