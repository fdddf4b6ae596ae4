import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criarDbPglite } from '../db/pglite-driver.js';
import { aplicarMigracoes } from '../db/migrate.js';
import { semearSeVazio } from '../db/seed/index.js';

const SRC_DB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db');

/** Changes to migrations or seed (or a new day: seeded dates are relative) make a new template. */
export async function impressaoDoModelo(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const pasta of ['migrations', 'seed']) {
    for (const arquivo of (await readdir(path.join(SRC_DB, pasta))).sort()) {
      hash.update(arquivo).update(await readFile(path.join(SRC_DB, pasta, arquivo)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's first start (initdb in WebAssembly) takes ~15 s; loading a dump of an already migrated and seeded
 * database takes ~1.5 s. The dump is made once and reused by every test file of the run (and the next runs).
 */
export async function modeloPglite(): Promise<Blob> {
  const arquivo = path.join(tmpdir(), `portal-api-pglite-${await impressaoDoModelo()}.tar.gz`);
  try {
    return new Blob([await readFile(arquivo)]);
  } catch {
    const db = await criarDbPglite(null);
    await aplicarMigracoes(db);
    await semearSeVazio(db);
    const dump = await db.despejar();
    await db.close();
    const temporario = `${arquivo}.${process.pid}`;
    await writeFile(temporario, Buffer.from(await dump.arrayBuffer()));
    await rename(temporario, arquivo);
    return dump;
  }
}
