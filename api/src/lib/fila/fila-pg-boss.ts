import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/types.js';
import type { Executar, Fila, PoliticaDeTarefa } from './fila.js';

/** pg-boss keeps its tables in its own schema, created and migrated by pg-boss itself at start (decision 0162). */
export const ESQUEMA_DA_FILA = 'pgboss';

/**
 * The queue on PostgreSQL: pg-boss over the API's own connection pool (no second pool per process). Started on the
 * first use, so a process that never queues anything does not poll.
 */
export class FilaPgBoss implements Fila {
  readonly tipo = 'pg-boss';
  private readonly boss: PgBoss;
  private inicio: Promise<unknown> | null = null;

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: {
        // pg-boss's own SQL through the API's pool: an executor, not a query of ours (decision 0911 is about ours).
        executeSql: async (sql: string, valores?: unknown[]) => ({
          // eslint-disable-next-line no-restricted-syntax
          rows: await db.query(sql, valores ?? []),
        }),
      },
      schema: ESQUEMA_DA_FILA,
    });
    this.boss.on('error', (erro) => log.error({ err: erro }, 'fila de tarefas'));
  }

  private iniciada(): Promise<unknown> {
    // pg-boss's install and its queues' partitions are DDL: processes starting together take turns (Db.exclusivo),
    // or PostgreSQL answers one of them with a deadlock.
    this.inicio ??= this.db.exclusivo(() => this.boss.start());
    return this.inicio;
  }

  async definir<D extends object>(
    nome: string,
    politica: PoliticaDeTarefa,
    executar: Executar<D>,
  ): Promise<void> {
    await this.iniciada();
    // 'short': a job keyed like one still waiting is not queued twice (several processes hear the same NOTIFY).
    const opcoes = {
      retryLimit: politica.tentativas - 1,
      retryDelay: politica.esperaSegundos,
      retryBackoff: true,
    };
    // create_queue is INSERT … ON CONFLICT DO NOTHING: processes starting together may all call it.
    await this.db.exclusivo(() => this.boss.createQueue(nome, { name: nome, policy: 'short', ...opcoes }));
    await this.boss.work<D>(nome, { batchSize: 1 }, async ([tarefa]) => {
      if (tarefa) await executar(tarefa.data);
    });
  }

  async enviar<D extends object>(nome: string, dados: D, chave?: string): Promise<void> {
    await this.iniciada();
    await this.boss.send(nome, dados, chave ? { singletonKey: chave } : {});
  }

  async agendar(nome: string, cron: string): Promise<void> {
    await this.iniciada();
    await this.db.exclusivo(() => this.boss.schedule(nome, cron));
  }

  async parar(): Promise<void> {
    if (this.inicio) await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
