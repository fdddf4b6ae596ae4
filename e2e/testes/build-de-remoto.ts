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

/** One marker per worker process: every journey that asks for the marked build in it gets the same one. */
const MARCADOR_DO_PROCESSO = `marcado-${Date.now()}`;
const buildsMarcados = new Map<string, Promise<string>>();

/**
 * A production build of `pasta` whose page shows a marker (`[data-build-marker]`, PORTAL_BUILD_MARKER), made once per
 * worker process and shared: two journeys that only need "a build of this remote that is not the live one" pay for
 * one webpack run on two cores, not two. The suite runs its specs one after the other in one worker, so later specs
 * see the same map. A build is only read by the deploy (it copies the folder), so sharing it changes nothing a journey
 * sees. Playwright replaces the worker after a failed test: the new one builds again with a new marker, so a journey
 * that failed between a deploy and its rollback cannot leave the next one a marker that is still live.
 */
export function buildMarcadoDoRemoto(pasta: string): Promise<{ build: string; marcador: string }> {
  let build = buildsMarcados.get(pasta);
  if (!build) {
    build = construirCopiaDoRemoto(pasta, [], { PORTAL_BUILD_MARKER: MARCADOR_DO_PROCESSO });
    buildsMarcados.set(pasta, build);
  }
  return build.then((pastaDoBuild) => ({ build: pastaDoBuild, marcador: MARCADOR_DO_PROCESSO }));
}
