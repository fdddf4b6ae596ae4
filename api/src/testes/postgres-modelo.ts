import pg from 'pg';
import { aplicarMigracoes } from '../db/migrate.js';
import { criarDbPg } from '../db/pg-driver.js';
import { semearSeVazio } from '../db/seed/index.js';
import { impressaoDoModelo } from './pglite-modelo.js';

const PREFIXO = 'portal_modelo_';
/** PostgreSQL's duplicate_database: another worker or run renamed its template first. */
const BANCO_JA_EXISTE = '42P04';

/** `url` with the database `nome`. */
export function urlDoBanco(url: string, nome: string): string {
  const resultado = new URL(url);
  resultado.pathname = `/${nome}`;
  return resultado.toString();
}

async function comAdmin<T>(url: string, fazer: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fazer(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * The migrated and seeded database a PostgreSQL test context copies (`CREATE DATABASE … TEMPLATE`), as modeloPglite is
 * for PGlite: made once per migrations, seed and day, and shared by every worker and run on the machine. Migrating and
 * seeding took ≈ 0.55 s of a context's 0.7 s, in the server's own processes, at full priority beside the e2e suite in
 * test:all; a copy takes ≈ 30 ms. It is built under a name of its own and renamed when complete, so nobody copies a
 * half-made one; templates of other days or migrations are dropped then (one still being copied stays).
 */
export async function modeloPostgres(url: string): Promise<string> {
  const nome = `${PREFIXO}${await impressaoDoModelo()}`;
  const existe = await comAdmin(url, async (admin) =>
    Boolean((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome])).rowCount),
  );
  if (existe) return nome;

  const provisorio = `${nome}_${Math.random().toString(36).slice(2, 10)}`;
  await comAdmin(url, (admin) => admin.query(`CREATE DATABASE ${provisorio}`));
  const db = criarDbPg(urlDoBanco(url, provisorio), 2);
  try {
    await aplicarMigracoes(db);
    await semearSeVazio(db);
  } finally {
    await db.close();
  }
  await comAdmin(url, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${provisorio} RENAME TO ${nome}`);
    } catch (erro) {
      if ((erro as { code?: string }).code !== BANCO_JA_EXISTE) throw erro;
      await admin.query(`DROP DATABASE IF EXISTS ${provisorio}`);
    }
    const antigos = await admin.query<{ datname: string }>(
      // Finished templates only: a name with a suffix is another worker's template still being built.
      'SELECT datname FROM pg_database WHERE datname ~ $1 AND datname <> $2',
      [`^${PREFIXO}[0-9a-f]{16}$`, nome],
    );
    for (const { datname } of antigos.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  });
  return nome;
}
