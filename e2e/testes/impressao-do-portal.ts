/**
 * What "without rebuilding the shell" and "without restarting anything" can be checked against (issue 32 §5): the
 * shell as the gateway serves it (the version the origin's shell.json names, and every file of that version's folder
 * with its content hash and modification time) and the identity of the
 * running gateway and API processes (the pid listening on their port and the kernel's start time of that pid). Two
 * equal prints taken around a deploy mean the shell was neither rebuilt nor rewritten and no process was restarted.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { PASTA_DADOS, PORTAS } from './ambiente';

const executar = promisify(execFile);

export interface ImpressaoDoPortal {
  /** The live shell version, and relative path → `sha256 mtime` of every file of its folder. */
  shell: { versao: string; arquivos: Record<string, string> };
  /** `pid@start time` of each process listening on the gateway's and the API's ports. */
  gateway: string[];
  api: string[];
}

/** The shell version live in the portal under test: what its static origin's shell.json names (decision 0209). */
export async function lerShellPublicado(): Promise<string> {
  const { version } = JSON.parse(await readFile(path.join(PASTA_DADOS, 'shell.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

const pastaDoShell = (versao: string) => path.join(PASTA_DADOS, 'shell', versao);

async function arquivosDe(pasta: string): Promise<string[]> {
  const itens = await readdir(pasta, { withFileTypes: true, recursive: true });
  return itens
    .filter((item) => item.isFile())
    .map((item) => path.relative(pasta, path.join(item.parentPath, item.name)))
    .sort();
}

async function impressaoDoShell(): Promise<ImpressaoDoPortal['shell']> {
  const versao = await lerShellPublicado();
  const pasta = pastaDoShell(versao);
  const impressao: Record<string, string> = {};
  for (const relativo of await arquivosDe(pasta)) {
    const arquivo = path.join(pasta, relativo);
    const hash = createHash('sha256')
      .update(await readFile(arquivo))
      .digest('hex');
    impressao[relativo] = `${hash} ${(await stat(arquivo)).mtimeMs}`;
  }
  if (Object.keys(impressao).length === 0) throw new Error(`${pasta} está vazia`);
  return { versao, arquivos: impressao };
}

/** Field 22 of /proc/<pid>/stat: clock ticks after boot; a restarted process (even with a reused pid) differs. */
async function inicioDoProcesso(pid: string): Promise<string> {
  const linha = await readFile(`/proc/${pid}/stat`, 'utf8');
  return linha.slice(linha.lastIndexOf(')') + 2).split(' ')[19]!;
}

async function processosNaPorta(porta: number): Promise<string[]> {
  const { stdout } = await executar('ss', ['-ltnpH', `sport = :${porta}`]);
  const pids = [...new Set([...stdout.matchAll(/pid=(\d+)/g)].map((m) => m[1]!))];
  if (pids.length === 0) throw new Error(`nenhum processo escuta a porta ${porta}`);
  return Promise.all(pids.sort().map(async (pid) => `${pid}@${await inicioDoProcesso(pid)}`));
}

export async function impressaoDoPortal(): Promise<ImpressaoDoPortal> {
  return {
    shell: await impressaoDoShell(),
    gateway: await processosNaPorta(PORTAS.portal),
    api: await processosNaPorta(PORTAS.api),
  };
}

/**
 * A build of `nome` that no webpack run is needed for: a copy of its live version folder (prerendered pages
 * included) plus one file carrying `marcador`, so its content hash, hence its version name, is new.
 */
export async function copiaDaVersaoViva(nome: string, versao: string, marcador: string): Promise<string> {
  const copia = path.join(await mkdtemp(path.join(tmpdir(), `${nome}-e2e-`)), 'dist');
  await cp(path.join(PASTA_DADOS, 'remotes', nome, versao), copia, { recursive: true });
  await writeFile(path.join(copia, 'marcador-e2e.txt'), marcador);
  return copia;
}

/**
 * A new shell build that no webpack run is needed for: a copy of the live version's folder whose `sw.js` (and its
 * `.br`) carries one more line, as a rebuild changes the service worker's precache list. Its content hash, hence its
 * version name, is new; every page and hashed file is the live version's.
 */
export async function copiaDoShellVivo(versao: string, marcador: string): Promise<string> {
  const copia = path.join(await mkdtemp(path.join(tmpdir(), 'shell-e2e-')), 'dist');
  await cp(pastaDoShell(versao), copia, { recursive: true });
  const sw = path.join(copia, 'sw.js');
  const novo = Buffer.concat([await readFile(sw), Buffer.from(`\n// ${marcador}\n`)]);
  await writeFile(sw, novo);
  if (await stat(`${sw}.br`).catch(() => null)) await writeFile(`${sw}.br`, brotliCompressSync(novo));
  return copia;
}
