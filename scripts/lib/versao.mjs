/**
 * Published version folders, a remote's or the shell's. Their names are `<UTC timestamp>-<content hash>`: the
 * timestamp sorts versions in time, the hash of the built files tells two builds apart even when nothing was committed
 * in between (a rebuilt remote with local changes).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** 2026-11-21T05:46:15.123Z → 20261121T054615.123Z (milliseconds keep two quick deploys in order). */
export function carimboUtc(data = new Date()) {
  return data.toISOString().replace(/[-:]/g, '');
}

/** The instant a version name starts with (`carimboUtc`'s inverse), or null when the name does not start with one. */
export function dataDaVersao(versao) {
  const partes = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-/.exec(versao);
  if (!partes) return null;
  const [, ano, mes, dia, hora, minuto, segundo, milesimos] = partes;
  const data = new Date(`${ano}-${mes}-${dia}T${hora}:${minuto}:${segundo}.${milesimos}Z`);
  return Number.isNaN(data.getTime()) ? null : data;
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

/** The content hash a version name ends with: the same build published twice has the same one. */
export const hashDaVersao = (versao) => versao.slice(versao.lastIndexOf('-') + 1);

/**
 * What a version name may be (the gateway holds names to the same rule): one path segment of the characters
 * `novaVersao` writes, never `..`, so a name read from a pointer file cannot reach outside the versions' folder.
 */
export const nomeDeVersaoValido = (versao) =>
  typeof versao === 'string' && /^[0-9A-Za-z._-]+$/.test(versao) && !versao.includes('..');

/** Copies a build to its version folder beside the final name and renames it, so a half copy is never visible. */
export async function copiarVersao(pastaBuild, destino) {
  if (existsSync(destino)) return;
  const temporario = `${destino}.tmp-${process.pid}`;
  await rm(temporario, { recursive: true, force: true });
  await cp(pastaBuild, temporario, { recursive: true });
  await rename(temporario, destino);
}

/**
 * The versions in `pasta`, oldest first (names start with a UTC timestamp), without copies still in progress and
 * without anything that is not a version name, by the rule the gateway lists them with.
 */
export async function listarVersoesEm(pasta) {
  try {
    const itens = await readdir(pasta, { withFileTypes: true });
    return itens
      .filter((i) => i.isDirectory() && nomeDeVersaoValido(i.name) && !i.name.includes('.tmp'))
      .map((i) => i.name)
      .sort();
  } catch (erro) {
    if (erro.code === 'ENOENT') return [];
    throw erro;
  }
}
