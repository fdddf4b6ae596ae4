/**
 * Where things live. Remote folders are discovered (`mfe-*` at the repository root) and their Module Federation
 * names derived (`mfe-primeiro-emprego` → `mfe_primeiro_emprego`), the same names as `Remote` in @portal/contracts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The repository's files matching git pathspecs (`*` crosses folders), relative to its root, as the working tree has
 * them: tracked or new (not ignored), and not deleted, so a move not yet committed is checked where it now is.
 */
export function arquivosVersionados(...padroes) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...padroes], {
    cwd: RAIZ,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((arquivo) => arquivo && existsSync(path.join(RAIZ, arquivo)));
}

export function pastaDados(env = process.env) {
  return path.resolve(env.PORTAL_DATA_DIR || path.join(RAIZ, '.data'));
}

/**
 * The static origin the deploy scripts publish to (`--destino`), the local data folder when none is given. Its
 * layout is the one the gateway reads with `--data-dir`: `remotes.json` and `remotes/<name>/<version>/` (decision
 * 0203), `shell.json` and `shell/<version>/` (decision 0209).
 */
export function pastaDaOrigem(destino, env = process.env) {
  return destino ? path.resolve(destino) : pastaDados(env);
}

/** Where `pnpm --filter @portal/shell build` leaves the shell's build, the one deploy:shell and start publish. */
export const pastaDoBuildDoShell = (raiz = RAIZ) => path.join(raiz, 'shell', 'dist');

export function listarRemotos(raiz = RAIZ) {
  return readdirSync(raiz, { withFileTypes: true })
    .filter((item) => item.isDirectory() && item.name.startsWith('mfe-'))
    .filter((item) => existsSync(path.join(raiz, item.name, 'package.json')))
    .map((item) => ({ pasta: item.name, nome: item.name.replace(/-/g, '_'), pacote: `@portal/${item.name}` }))
    .sort((a, b) => a.pasta.localeCompare(b.pasta));
}

/** Accepts the folder name (mfe-programas) or the remote name (mfe_programas). */
export function resolverRemoto(argumento, raiz = RAIZ) {
  const remotos = listarRemotos(raiz);
  const encontrado = remotos.find((r) => r.pasta === argumento || r.nome === argumento);
  if (!encontrado) {
    const nomes = remotos.map((r) => r.pasta).join(', ');
    throw new Error(`Remoto desconhecido: "${argumento ?? ''}". Use um destes: ${nomes}.`);
  }
  return encontrado;
}
