import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.js';

const PASTA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function listarMigracoes(): Promise<string[]> {
  return (await readdir(PASTA)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
}

/** Applies, in order and each in its own transaction, the numbered SQL files not yet recorded. */
export async function aplicarMigracoes(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migracao (
    nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())`);
  const aplicadas = new Set(
    (await db.query<{ nome: string }>('SELECT nome FROM schema_migracao')).map((r) => r.nome),
  );
  const novas: string[] = [];
  for (const nome of await listarMigracoes()) {
    if (aplicadas.has(nome)) continue;
    const sql = await readFile(path.join(PASTA, nome), 'utf8');
    await db.transaction(async (tx) => {
      for (const comando of dividirComandos(sql)) await tx.query(comando);
      await tx.query('INSERT INTO schema_migracao (nome) VALUES ($1)', [nome]);
    });
    novas.push(nome);
  }
  return novas;
}

/** True when every migration file has been applied (readiness). */
export async function migracoesEmDia(db: Db): Promise<boolean> {
  const linhas = await db.query<{ nome: string }>('SELECT nome FROM schema_migracao');
  const aplicadas = new Set(linhas.map((r) => r.nome));
  return (await listarMigracoes()).every((nome) => aplicadas.has(nome));
}

// Migrations hold no functions or quoted semicolons, so splitting on ';' at line end is enough.
function dividirComandos(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((c) => c.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
