import type { Db } from '../db/types.js';

/**
 * Counts how many of the chosen statements the app has in flight at once on its database, by wrapping the `query`
 * of the test context's Db (the same object the app was built with). A race test that asserts the maximum is above
 * 1 fails when a change serialises the requests (a mutex, one connection, PGlite), which its counts of winners and
 * losers alone would not show (issue 32).
 */
export interface EmCursoAoMesmoTempo {
  readonly maximoDeConsultas: number;
  /** Puts the Db's own `query` back. */
  restaurar(): void;
}

/** `consultaContada` picks the statements to count (outside a transaction: those go through `tx.query`). */
export function contarEmCursoAoMesmoTempo(
  db: Db,
  consultaContada: (sql: string) => boolean,
): EmCursoAoMesmoTempo {
  const query = db.query;
  let consultas = 0;
  let maximo = 0;
  const mutavel = db as { query: Db['query'] };
  mutavel.query = async function (sql: string, params?: readonly unknown[]) {
    if (!consultaContada(sql)) return query.call(db, sql, params);
    consultas += 1;
    maximo = Math.max(maximo, consultas);
    try {
      return await query.call(db, sql, params);
    } finally {
      consultas -= 1;
    }
  } as Db['query'];
  return {
    get maximoDeConsultas() {
      return maximo;
    },
    restaurar() {
      mutavel.query = query;
    },
  };
}
