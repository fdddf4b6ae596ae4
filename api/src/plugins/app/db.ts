import fp from 'fastify-plugin';
import { conectar } from '../../db/connect.js';
import { aplicarMigracoes } from '../../db/migrate.js';
import {
  contasDeDemonstracaoNoBanco,
  escreverArquivoDasContasDeTeste,
  gerarSenhaDeTeste,
  senhaDoArquivoDasContasDeTeste,
  trocarSenhaDasContasDeTeste,
} from '../../db/seed/contas-de-teste.js';
import { semearSeVazio } from '../../db/seed/index.js';
import type { Db } from '../../db/types.js';

/** Opens the database (unless one is given), applies pending migrations and seeds an empty database. */
export default fp<{ db?: Db; semear: boolean }>(
  async (app, opcoes) => {
    const db = opcoes.db ?? (await conectar(app.config, app.log));
    const contasDeTeste = app.config.ambiente === 'homologacao' ? app.config.contasDeTesteArquivo : null;
    if (!opcoes.db) app.addHook('onClose', () => db.close());
    await db.exclusivo(async () => {
      const novas = await aplicarMigracoes(db);
      if (novas.length) app.log.info({ migracoes: novas, driver: db.driver }, 'migrações aplicadas');
      // Staging's test accounts: the demo rows, with a password generated now and handed to the test runner only.
      // Kept while the file exists: every instance and worker of one staging run shares it, so a runner that read it is
      // never locked out by a process that started later; a new run starts without the file (decision 0211).
      const senhaDeTeste = contasDeTeste
        ? ((await senhaDoArquivoDasContasDeTeste(contasDeTeste)) ?? gerarSenhaDeTeste())
        : undefined;
      const contasDemo = app.config.contasDemo || senhaDeTeste !== undefined;
      if (opcoes.semear && (await semearSeVazio(db, { contasDemo, senha: senhaDeTeste })))
        app.log.info('banco semeado com dados de demonstração');
      if (contasDeTeste && senhaDeTeste) {
        const contas = await trocarSenhaDasContasDeTeste(db, senhaDeTeste);
        await escreverArquivoDasContasDeTeste(contasDeTeste, { senha: senhaDeTeste, contas });
        app.log.info({ arquivo: contasDeTeste, contas: contas.length }, 'contas de teste com senha nova');
      } else if (app.config.producao && (await contasDeDemonstracaoNoBanco(db)) > 0) {
        throw new Error(
          'A API não inicia em modo de produção com estas configurações:\n- DATABASE_URL: o banco ainda guarda as contas de demonstração (admin@exemplo.com.br e outras), cuja senha está publicada no README; apague-as ou use um banco sem elas.',
        );
      }
    });
    app.decorate('db', db);
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}
