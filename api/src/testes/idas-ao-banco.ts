import type { Db } from '../db/types.js';

/** Counts the API's queries (round trips) while `fn` runs: the app must use this very Db object. */
export async function contarConsultas(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const original = db.query.bind(db);
  let consultas = 0;
  db.query = (sql, params) => {
    consultas += 1;
    return original(sql, params);
  };
  try {
    await fn();
  } finally {
    db.query = original;
  }
  return consultas;
}
