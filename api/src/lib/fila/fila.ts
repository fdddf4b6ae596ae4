/** How a kind of job is retried: `tentativas` runs at most, waiting `esperaSegundos`, then doubling, between them. */
export interface PoliticaDeTarefa {
  tentativas: number;
  esperaSegundos: number;
}

export type Executar<D> = (dados: D) => Promise<void>;

/** When a queued job may start: now, or `depoisDeSegundos` from now. */
export interface OpcoesDeEnvio {
  depoisDeSegundos?: number;
}

/**
 * Background work of the API (decision 0162). Two implementations with the same job code: pg-boss on PostgreSQL
 * (jobs in the database, taken by any API process, retried with exponential backoff, deduplicated by key while
 * waiting) and, on the embedded PGlite, which has one process, an in-process runner with the same retries.
 * A job must be idempotent: delivery is at least once, so "exactly once in effect" is the job's own check.
 */
export interface Fila {
  readonly tipo: 'pg-boss' | 'em-processo';
  /** Declares a kind of job and starts working on it in this process. */
  definir<D extends object>(nome: string, politica: PoliticaDeTarefa, executar: Executar<D>): Promise<void>;
  /**
   * Queues a job, to run now or `depoisDeSegundos` from now; a second one with the same `chave` while the first still
   * waits is dropped.
   */
  enviar<D extends object>(nome: string, dados: D, chave?: string, opcoes?: OpcoesDeEnvio): Promise<void>;
  /**
   * Runs the job (no data) on a cron schedule, once across all processes. The in-process runner, whose process
   * is the only one, runs it once at start: what it sweeps up can only have been left by a previous run.
   */
  agendar(nome: string, cron: string): Promise<void>;
  parar(): Promise<void>;
}
