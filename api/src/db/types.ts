/** One database interface over pg Pool and PGlite, so every query is written once. */
export interface Executor {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Executor {
  readonly driver: 'pg' | 'pglite';
  /**
   * Reads that may lag a moment behind the primary (the public catalogue): a streaming replica when there is one
   * (DATABASE_REPLICA_URL), the primary when it is down. Absent: every read goes to the primary.
   */
  readonly replica?: Executor;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding the database-wide start lock (an advisory lock on PostgreSQL): several API processes or
   * containers starting together migrate and seed one at a time. PGlite has one process: fn just runs.
   */
  exclusivo<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls fn with the payload of each NOTIFY on `canal` (sent at commit); resolves to the function that stops
   * listening. On PostgreSQL one pooled connection is kept for it; when it dies (the primary or the pooler
   * restarting), another one listens again and `aoVoltar` runs: what was sent in between reached nobody.
   */
  ouvir(canal: string, fn: (carga: string) => void, aoVoltar?: () => void): Promise<() => Promise<void>>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL error codes the repositories turn into HTTP answers. */
export const PgCodigo = { violacaoUnica: '23505', violacaoCheck: '23514', violacaoFk: '23503' } as const;

export function codigoPg(erro: unknown): string | undefined {
  return typeof erro === 'object' && erro !== null && 'code' in erro
    ? String((erro as { code: unknown }).code)
    : undefined;
}
