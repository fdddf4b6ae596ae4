import pg from 'pg';
import type { Db, Executor } from './types.js';

// DATE columns come back as the 'YYYY-MM-DD' text, the same as PGlite, instead of a local-time Date.
pg.types.setTypeParser(1082, (valor: string) => valor);
// BIGINT counts fit in a JS number here.
pg.types.setTypeParser(20, (valor: string) => Number(valor));

export function criarDbPg(connectionString: string, max = 10, aoPerderConexao: (erro: Error) => void = () => undefined): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover, DROP ... FORCE) must not crash the process: the
  // pool drops it and opens another on the next query.
  pool.on('error', aoPerderConexao);
  return {
    driver: 'pg',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async transaction<T>(fn: (tx: Executor) => Promise<T>) {
      const client = await pool.connect();
      const tx: Executor = {
        query: async <R>(sql: string, params: readonly unknown[] = []) =>
          (await client.query(sql, params as unknown[])).rows as R[],
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (erro) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw erro;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
