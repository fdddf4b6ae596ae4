import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { criarDbPglite } from '../db/pglite-driver.js';
import { aplicarMigracoes } from '../db/migrate.js';
import { semearSeVazio } from '../db/seed/index.js';

const RAIZ_DA_API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * What the migrations and the seed may read: the API's sources (the seed also imports the password hash and the
 * call-up deadline), the contracts (programme names, enums) and the versions of the dependencies (the municipalities'
 * data), which the lockfile pins.
 */
const FONTES_DO_MODELO = ['src', '../contracts/src', '../pnpm-lock.yaml'];

async function arquivosDe(caminho: string): Promise<string[]> {
  const absoluto = path.join(RAIZ_DA_API, caminho);
  try {
    const nomes = await readdir(absoluto, { recursive: true, withFileTypes: true });
    return nomes
      .filter((entrada) => entrada.isFile())
      .map((entrada) => path.join(entrada.parentPath, entrada.name))
      .sort();
  } catch {
    return [absoluto];
  }
}

/** The UTC day of `data` as `AAAAMMDD`: the day in a template's name. */
export const diaDoModelo = (data: Date): string => data.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The template's day and fingerprint, as `<AAAAMMDD>_<16 hex>`: any change to what the seed reads, or a new day (seeded
 * dates are relative to it), makes a new template.
 */
export async function impressaoDoModelo(): Promise<string> {
  const dia = diaDoModelo(new Date());
  const hash = createHash('sha256').update(dia);
  // Read side by side (about 320 files, once per test file), hashed in a fixed order.
  const arquivos = (await Promise.all(FONTES_DO_MODELO.map(arquivosDe))).flat();
  const conteudos = await Promise.all(arquivos.map((arquivo) => readFile(arquivo)));
  arquivos.forEach((arquivo, i) => hash.update(path.relative(RAIZ_DA_API, arquivo)).update(conteudos[i]!));
  return `${dia}_${hash.digest('hex').slice(0, 16)}`;
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
