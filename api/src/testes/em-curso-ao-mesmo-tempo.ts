import type { Db } from '../db/types.js';

/**
 * Counts how many queries and how many transactions the app has open at once on its database, by wrapping the
 * methods of the test context's Db (the same object the app was built with). A race test that asserts the maximum
 * is above 1 fails when a change serialises the requests (a mutex, one connection, PGlite), which its counts of
 * winners and losers alone would not show (issue 32).
 *
 * A transaction counts from inside its BEGIN to its COMMIT or ROLLBACK (a connection held, not one waited for).
 */
export interface EmCursoAoMesmoTempo {
  readonly maximoDeConsultas: number;
  readonly maximoDeTransacoes: number;
  /** Puts the Db's own methods back. */
  restaurar(): void;
}

/** `consultaContada` picks the statements to count (default: every query outside a transaction). */
export function contarEmCursoAoMesmoTempo(
  db: Db,
  consultaContada: (sql: string) => boolean = () => true,
): EmCursoAoMesmoTempo {
  const query = db.query;
  const transaction = db.transaction;
  let consultas = 0;
  let transacoes = 0;
  const medida = { maximoDeConsultas: 0, maximoDeTransacoes: 0 };
  const mutavel = db as { -readonly [K in keyof Db]: Db[K] };
  mutavel.query = async function <T>(sql: string, params?: readonly unknown[]) {
    if (!consultaContada(sql)) return (await query.call(db, sql, params)) as T[];
    consultas += 1;
    medida.maximoDeConsultas = Math.max(medida.maximoDeConsultas, consultas);
    try {
      return (await query.call(db, sql, params)) as T[];
    } finally {
      consultas -= 1;
    }
  } as Db['query'];
  mutavel.transaction = (fn) =>
    transaction.call(db, async (tx) => {
      transacoes += 1;
      medida.maximoDeTransacoes = Math.max(medida.maximoDeTransacoes, transacoes);
      try {
        return await fn(tx);
      } finally {
        transacoes -= 1;
      }
    });
  return {
    get maximoDeConsultas() {
      return medida.maximoDeConsultas;
    },
    get maximoDeTransacoes() {
      return medida.maximoDeTransacoes;
    },
    restaurar() {
      mutavel.query = query;
      mutavel.transaction = transaction;
    },
  };
}
