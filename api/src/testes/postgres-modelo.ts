import pg from 'pg';
import { aplicarMigracoes } from '../db/migrate.js';
import { criarDbPg } from '../db/pg-driver.js';
import { semearSeVazio } from '../db/seed/index.js';
import { diaDoModelo, impressaoDoModelo } from './pglite-modelo.js';

const PREFIXO = 'portal_modelo_';
/** A finished template: `portal_modelo_<AAAAMMDD>_<16 hex>`; a name with anything more is one being built. */
const MODELO_PRONTO = /^portal_modelo_(\d{8})_[0-9a-f]{16}$/;
/**
 * The advisory lock every builder takes: one template built at a time, by any worker of any run whose DATABASE_URL names
 * the same database (advisory locks live in one database; every URL of this repository names `postgres`).
 */
const TRAVA_DO_MODELO = 7_301_599;

/** `url` with the database `nome`. */
export function urlDoBanco(url: string, nome: string): string {
  const resultado = new URL(url);
  resultado.pathname = `/${nome}`;
  return resultado.toString();
}

/** `fazer` with a client of its own on `url`, closed afterwards whatever happens. */
export async function comAdmin<T>(url: string, fazer: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  // A connection lost while waiting for the lock or building fails the call, not the whole Jest worker.
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    return await fazer(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

const existe = async (admin: pg.Client, nome: string) =>
  Boolean((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome])).rowCount);

/** The day before `dia` (`AAAAMMDD`), in the same form. */
function diaAnterior(dia: string): string {
  const data = new Date(`${dia.slice(0, 4)}-${dia.slice(4, 6)}-${dia.slice(6, 8)}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() - 1);
  return diaDoModelo(data);
}

/**
 * Under the lock, what other builders left: a name with a suffix is a build that died (a live one, of code older than
 * the lock, keeps a session open and the plain drop fails and skips it); a finished template from before yesterday is
 * no longer used (yesterday's stays: a run that crossed midnight may be about to copy it). Dropping one that is being
 * copied waits for the copy to end.
 */
async function limparSobras(admin: pg.Client, dia: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [PREFIXO],
  );
  const ontem = diaAnterior(dia);
  for (const { datname } of rows) {
    const pronto = MODELO_PRONTO.exec(datname);
    if (!pronto || pronto[1]! < ontem)
      await admin.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}"`).catch(() => undefined);
  }
}

/**
 * The migrated and seeded database a PostgreSQL test context copies (`CREATE DATABASE … TEMPLATE`), as modeloPglite is
 * for PGlite: made once per fingerprint (what the seed reads, and the day), and shared by every worker and run on the
 * machine. Migrating and seeding took ≈ 0.55 s of a context's 0.7 s, in the server's own processes, at full priority
 * beside the e2e suite in test:all; a copy takes ≈ 30 ms. The builder holds an advisory lock, builds under a name of its
 * own and renames it when complete, so nobody copies a half-made one and a failed build leaves nothing behind.
 */
export async function modeloPostgres(url: string): Promise<string> {
  const impressao = await impressaoDoModelo();
  const nome = `${PREFIXO}${impressao}`;
  return comAdmin(url, async (admin) => {
    if (await existe(admin, nome)) return nome;
    await admin.query('SELECT pg_advisory_lock($1)', [TRAVA_DO_MODELO]);
    try {
      if (await existe(admin, nome)) return nome;
      await limparSobras(admin, impressao.slice(0, 8));
      const provisorio = `${nome}_${Math.random().toString(36).slice(2, 10)}`;
      await admin.query(`CREATE DATABASE ${provisorio}`);
      try {
        const db = criarDbPg(urlDoBanco(url, provisorio), 2);
        try {
          await aplicarMigracoes(db);
          await semearSeVazio(db);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${provisorio} RENAME TO ${nome}`);
      } catch (erro) {
        await admin.query(`DROP DATABASE IF EXISTS ${provisorio} WITH (FORCE)`).catch(() => undefined);
        throw erro;
      }
      return nome;
    } finally {
      // A lost connection has freed the lock already: its error must not hide the build's.
      await admin.query('SELECT pg_advisory_unlock($1)', [TRAVA_DO_MODELO]).catch(() => undefined);
    }
  });
}
