import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';
import { ehFalhaDeConexao } from '../../db/falha-de-conexao.js';
import type { Db } from '../../db/types.js';
import type { Executar, Fila, OpcoesDeEnvio, PoliticaDeTarefa } from './fila.js';

/** pg-boss keeps its tables in its own schema, created and migrated by pg-boss itself at start (decision 0162). */
export const ESQUEMA_DA_FILA = 'pgboss';

/** pg-boss's own statement builders (its package has no `exports` map, so the file is reachable). */
const planos = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (esquema: string) => string
>;

/**
 * The statements pg-boss 10 sends after running a job without awaiting them (manager.js, onFetch: `this.complete(…)`
 * and `this.fail(…)`). When the database is out of reach at that moment, their rejection is unhandled, and an
 * unhandled rejection ends the process. For these two a connection failure is logged and answered "no job changed":
 * the job stays active until it expires, and pg-boss runs it again (jobs are idempotent, decision 0162).
 */
const SEM_QUEM_ESPERE = new Set([planos.completeJobs(ESQUEMA_DA_FILA), planos.failJobsById(ESQUEMA_DA_FILA)]);

/**
 * The queue on PostgreSQL: pg-boss over the API's own connection pool (no second pool per process). Started on the
 * first use, so a process that never queues anything does not poll.
 */
export class FilaPgBoss implements Fila {
  readonly tipo = 'pg-boss';
  private readonly boss: PgBoss;
  private inicio: Promise<unknown> | null = null;
  /** This process's worker of each kind of job, to wake it (pg-boss's `notifyWorker`). */
  private readonly trabalhadores = new Map<string, string>();

  constructor(
    private readonly db: Db,
    log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: {
        // pg-boss's own SQL through the API's pool: an executor, not a query of ours (decision 0911 is about ours).
        executeSql: async (sql: string, valores?: unknown[]) => {
          try {
            // eslint-disable-next-line no-restricted-syntax
            return { rows: await db.query(sql, valores ?? []) };
          } catch (erro) {
            if (!SEM_QUEM_ESPERE.has(sql) || !ehFalhaDeConexao(erro)) throw erro;
            log.warn({ err: erro }, 'fila de tarefas: banco fora de alcance ao fechar uma tarefa');
            // "No job changed", in the shape of their `SELECT COUNT(*)`.
            return { rows: [{ count: '0' }] };
          }
        },
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
    // pg-boss pauses for its polling interval (2 s) after every fetch, even one that found a job: one job per 2 s per
    // process, whatever the backlog. A job done wakes its worker, so a backlog drains at once; the pause stays for
    // an empty queue. A failed job does not: its retries have their own delay.
    const id = await this.boss.work<D>(nome, { batchSize: 1 }, async ([tarefa]) => {
      if (!tarefa) return;
      await executar(tarefa.data);
      this.acordar(nome);
    });
    this.trabalhadores.set(nome, id);
  }

  /** Fetch now instead of at the end of the polling pause (a no-op for a kind of job this process does not run). */
  private acordar(nome: string): void {
    const id = this.trabalhadores.get(nome);
    if (id) this.boss.notifyWorker(id);
  }

  async enviar<D extends object>(
    nome: string,
    dados: D,
    chave?: string,
    { depoisDeSegundos }: OpcoesDeEnvio = {},
  ): Promise<void> {
    await this.iniciada();
    await this.boss.send(nome, dados, {
      ...(chave ? { singletonKey: chave } : {}),
      ...(depoisDeSegundos ? { startAfter: depoisDeSegundos } : {}),
    });
    // A job queued here starts here at once, not up to 2 s later (another process's worker finds it at its next poll).
    if (!depoisDeSegundos) this.acordar(nome);
  }

  async agendar(nome: string, cron: string): Promise<void> {
    await this.iniciada();
    await this.db.exclusivo(() => this.boss.schedule(nome, cron));
  }

  async parar(): Promise<void> {
    if (this.inicio) await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
