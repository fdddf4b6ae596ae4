/**
 * Version names `<UTC timestamp>-<content hash>`: the timestamp sorts versions in time, the hash of the built files
 * tells two builds apart even when nothing was committed in between (a rebuilt remote with local changes).
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** 2026-11-21T05:46:15.123Z → 20261121T054615.123Z (milliseconds keep two quick deploys in order). */
export function carimboUtc(data = new Date()) {
  return data.toISOString().replace(/[-:]/g, '');
}

async function listarArquivos(pasta, prefixo = '') {
  const itens = await readdir(path.join(pasta, prefixo), { withFileTypes: true });
  const caminhos = await Promise.all(
    itens.map((item) => {
      const relativo = path.posix.join(prefixo, item.name);
      return item.isDirectory() ? listarArquivos(pasta, relativo) : [relativo];
    }),
  );
  return caminhos.flat().sort();
}

/** First 8 hex digits of a SHA-256 over every file's relative path and bytes. */
export async function hashDoConteudo(pasta) {
  const hash = createHash('sha256');
  for (const relativo of await listarArquivos(pasta)) {
    hash
      .update(relativo)
      .update('\0')
      .update(await readFile(path.join(pasta, relativo)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

export async function novaVersao(pastaBuild, data = new Date()) {
  return `${carimboUtc(data)}-${await hashDoConteudo(pastaBuild)}`;
}
