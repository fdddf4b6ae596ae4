import pg from 'pg';
import { NomesDeConsultas } from './consultas-preparadas.js';
import { conectarComPaciencia, ehFalhaDeConexao } from './falha-de-conexao.js';
import { ouvirSempre } from './ouvinte.js';
import { leitorComReplica } from './replica.js';
import type { Db, Executor } from './types.js';

// DATE columns come back as the 'YYYY-MM-DD' text, the same as PGlite, instead of a local-time Date.
pg.types.setTypeParser(1082, (valor: string) => valor);
// BIGINT counts fit in a JS number here.
pg.types.setTypeParser(20, (valor: string) => Number(valor));

/** Arbitrary key of the advisory lock taken while migrating and seeding (see Db.exclusivo). */
const TRAVA_DE_PARTIDA = 160_2026;

/**
 * Besides the main URL (the API's traffic), two optional ones (decisions 0227 and 0206):
 * - `direta`: the primary itself, when the main URL is a transaction pooler (PgBouncer). What needs a session goes
 *   there: the start lock (a session advisory lock) and LISTEN; migrations run through the pool, each file in one
 *   transaction, while that lock is held. Through a pooler, statements are sent unnamed: PgBouncer 1.18 in
 *   transaction mode does not keep a prepared statement past its transaction.
 * - `replica`: a streaming replica for the public catalogue (`Db.replica`), which falls back to the primary.
 */
export interface UrlsAdicionais {
  direta?: string | null;
  replica?: string | null;
}

export function criarDbPg(
  connectionString: string,
  max = 10,
  aoPerderConexao: (erro: Error) => void = () => undefined,
  urls: UrlsAdicionais = {},
): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (restart, failover, DROP ... FORCE) must not crash the process: the
  // pool drops it and opens another on the next query.
  pool.on('error', aoPerderConexao);
  // The start lock, a listener and a migration script at once: three sessions at most.
  const sessao = urls.direta ? new pg.Pool({ connectionString: urls.direta, max: 3 }) : pool;
  if (sessao !== pool) sessao.on('error', aoPerderConexao);
  const replica = urls.replica
    ? new pg.Pool({ connectionString: urls.replica, max, connectionTimeoutMillis: 1000 })
    : null;
  replica?.on('error', aoPerderConexao);
  const nomes = new NomesDeConsultas();
  const nomear = !urls.direta;
  const consulta = (sql: string, params: readonly unknown[]) => ({
    text: sql,
    values: params as unknown[],
    name: nomear ? nomes.nomeDe(sql, params.length) : undefined,
  });
  /**
   * A pooled connection for `fn`, opened patiently (a pooler restarting is waited for, decision 0213). pg emits 'error'
   * on a client whose connection dies, even mid-query, and pg-pool listens only while the client is idle: unheard,
   * that event would end the process. Here it is heard, and the failure reaches the caller through its statement. A
   * connection that failed is discarded instead of going back to the pool.
   */
  async function comConexao<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await conectarComPaciencia(() => pool.connect());
    const ouvirFalha = () => undefined;
    client.on('error', ouvirFalha);
    let perdida: Error | undefined;
    try {
      return await fn(client);
    } catch (erro) {
      if (ehFalhaDeConexao(erro)) perdida = erro as Error;
      throw erro;
    } finally {
      client.off('error', ouvirFalha);
      client.release(perdida);
    }
  }
  const primario: Executor = {
    query: <T>(sql: string, params: readonly unknown[] = []) =>
      comConexao(async (client) => (await client.query(consulta(sql, params))).rows as T[]),
  };
  return {
    driver: 'pg',
    query: primario.query,
    ...(replica ? { replica: leitorComReplica(replica, primario, consulta, Date.now, aoPerderConexao) } : {}),
    transaction: <T>(fn: (tx: Executor) => Promise<T>) =>
      comConexao(async (client) => {
        const tx: Executor = {
          query: async <R>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(consulta(sql, params))).rows as R[],
        };
        try {
          await client.query('BEGIN');
          const result = await fn(tx);
          await client.query('COMMIT');
          return result;
        } catch (erro) {
          // On a lost connection there is nothing to roll back from here: the server ends the transaction with the
          // session, and the connection itself is discarded.
          if (!ehFalhaDeConexao(erro)) await client.query('ROLLBACK').catch(() => undefined);
          throw erro;
        }
      }),
    // The lock is held by one pooled connection while fn uses the others; it ends with that session if the process dies.
    async exclusivo<T>(fn: () => Promise<T>) {
      const client = await sessao.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [TRAVA_DE_PARTIDA]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [TRAVA_DE_PARTIDA]).catch(() => undefined);
        client.release();
      }
    },
    ouvir: (canal, fn, aoVoltar = () => undefined) =>
      ouvirSempre(sessao, canal, fn, aoVoltar, aoPerderConexao),
    async exec(sql: string) {
      await sessao.query(sql);
    },
    close: async () => {
      await Promise.all([pool.end(), sessao !== pool ? sessao.end() : null, replica?.end()]);
    },
  };
}
