import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Executor } from './types.js';

// Same value shapes as the pg driver: dates as 'YYYY-MM-DD' text, bigint counts as numbers.
const parsers = { [types.DATE]: (v: string) => v, [types.INT8]: (v: string) => Number(v) };

export type DbPglite = Db & {
  /** The whole database as a tarball, to start another one from it (see `carregar`). */
  despejar(): Promise<Blob>;
};

/**
 * Embedded PostgreSQL: in memory when dataDir is null, otherwise kept on disk (survives a restart). `carregar`
 * starts from a dump instead of an empty cluster.
 */
export async function criarDbPglite(dataDir: string | null, carregar?: Blob): Promise<DbPglite> {
  const opcoes = { parsers, ...(carregar ? { loadDataDir: carregar } : {}) };
  const banco = dataDir ? new PGlite(dataDir, opcoes) : new PGlite(opcoes);
  await banco.waitReady;
  return {
    despejar: () => banco.dumpDataDir('gzip') as Promise<Blob>,
    driver: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await banco.query<T>(sql, params as unknown[])).rows;
    },
    // PGlite has one connection; its transaction() queues every other query until this one ends.
    async transaction<T>(fn: (tx: Executor) => Promise<T>) {
      return banco.transaction(async (t) =>
        fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) =>
            (await t.query<R>(sql, params as unknown[])).rows,
        }),
      );
    },
    exclusivo: (fn) => fn(),
    ouvir: async (canal, fn) => {
      const parar = await banco.listen(canal, fn);
      return () => parar();
    },
    async exec(sql: string) {
      await banco.exec(sql);
    },
    close: () => banco.close(),
  };
}
