/**
 * A real production build of a remote made from a copy of its sources, changed by the test (a new prefix, a marker),
 * so a journey can deploy a build the repository does not contain without touching the repository. The copy uses
 * the remote's own node_modules (a symlink): same dependencies, same webpack factory.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RAIZ_REPOSITORIO } from './ambiente';

const executar = promisify(execFile);

export type Alteracao = { arquivo: string; de: string; para: string };

export async function construirCopiaDoRemoto(
  pasta: string,
  alteracoes: Alteracao[],
  env: Record<string, string> = {},
): Promise<string> {
  const origem = path.join(RAIZ_REPOSITORIO, pasta);
  const copia = path.join(await mkdtemp(path.join(tmpdir(), `${pasta}-e2e-`)), pasta);
  for (const item of ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json']) {
    await cp(path.join(origem, item), path.join(copia, item), { recursive: true });
  }
  await symlink(path.join(origem, 'node_modules'), path.join(copia, 'node_modules'));
  for (const { arquivo, de, para } of alteracoes) {
    const alvo = path.join(copia, arquivo);
    const texto = await readFile(alvo, 'utf8');
    if (!texto.includes(de)) throw new Error(`${arquivo} não contém ${JSON.stringify(de)}`);
    await writeFile(alvo, texto.replace(de, para));
  }
  await executar(path.join(copia, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: copia,
    env: { ...process.env, ...env },
    maxBuffer: 32 * 1024 * 1024,
  });
  return path.join(copia, 'dist');
}
