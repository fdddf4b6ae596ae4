/**
 * What "without rebuilding the shell" and "without restarting anything" can be checked against (issue 32 §5): the
 * shell's build as the gateway serves it (every file's content hash and modification time) and the identity of the
 * running gateway and API processes (the pid listening on their port and the kernel's start time of that pid). Two
 * equal prints taken around a deploy mean the shell was neither rebuilt nor rewritten and no process was restarted.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PASTA_DADOS, PORTAS, RAIZ_REPOSITORIO } from './ambiente';

const executar = promisify(execFile);

export interface ImpressaoDoPortal {
  /** Relative path → `sha256 mtime` of every file of the shell's build. */
  shell: Record<string, string>;
  /** `pid@start time` of each process listening on the gateway's and the API's ports. */
  gateway: string[];
  api: string[];
}

/** The folder the gateway serves the shell from (`--shell-dir`), as scripts/lib/implantacao.mjs resolves it. */
const PASTA_DO_SHELL = path.resolve(
  process.env.PORTAL_SHELL_DIR || path.join(RAIZ_REPOSITORIO, 'shell/dist'),
);

async function arquivosDe(pasta: string): Promise<string[]> {
  const itens = await readdir(pasta, { withFileTypes: true, recursive: true });
  return itens
    .filter((item) => item.isFile())
    .map((item) => path.relative(pasta, path.join(item.parentPath, item.name)))
    .sort();
}

async function impressaoDoShell(): Promise<Record<string, string>> {
  const impressao: Record<string, string> = {};
  for (const relativo of await arquivosDe(PASTA_DO_SHELL)) {
    const arquivo = path.join(PASTA_DO_SHELL, relativo);
    const hash = createHash('sha256')
      .update(await readFile(arquivo))
      .digest('hex');
    impressao[relativo] = `${hash} ${(await stat(arquivo)).mtimeMs}`;
  }
  if (Object.keys(impressao).length === 0) throw new Error(`${PASTA_DO_SHELL} está vazia`);
  return impressao;
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
