/**
 * Builds a front end only when its sources (or the internal packages it compiles in) changed since its last build.
 * The stamp lives in the package's node_modules/.cache, outside dist/, so it is never served nor deployed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ, listarRemotos } from './caminhos.mjs';
import { sinalizar } from './processos.mjs';
import { comTrava } from './trava.mjs';

const COMPARTILHADOS = ['contracts/src', 'shared-auth/src', 'ui/src', 'tooling/webpack', 'pnpm-lock.yaml'];
const PROPRIOS = ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json'];

const arquivoCarimbo = (pasta) => path.join(RAIZ, pasta, 'node_modules', '.cache', 'portal-build.json');

async function mtimeMaisRecente(caminho) {
  const info = await stat(caminho).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const itens = await readdir(caminho);
  const tempos = await Promise.all(
    itens.filter((i) => i !== 'node_modules').map((i) => mtimeMaisRecente(path.join(caminho, i))),
  );
  return Math.max(info.mtimeMs, ...tempos);
}

/** `saida` is the file whose presence proves a complete build (index.html or mf-manifest.json). */
export async function estaAtualizado({ pasta, saida, marcador = '' }) {
  if (!existsSync(path.join(RAIZ, pasta, 'dist', saida))) return false;
  const carimbo = JSON.parse(await readFile(arquivoCarimbo(pasta), 'utf8').catch(() => 'null'));
  if (!carimbo || carimbo.marcador !== marcador) return false;
  const fontes = [...PROPRIOS.map((f) => path.join(pasta, f)), ...COMPARTILHADOS];
  const tempos = await Promise.all(fontes.map((f) => mtimeMaisRecente(path.join(RAIZ, f))));
  return Math.max(...tempos) <= carimbo.construidoEm;
}

let construcaoEmCurso = null;

function executar(comando, argumentos, opcoes) {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping it also stops webpack under pnpm.
    construcaoEmCurso = spawn(comando, argumentos, { ...opcoes, detached: true });
    construcaoEmCurso.once('error', reject);
    construcaoEmCurso.once('exit', (codigo, sinal) => {
      construcaoEmCurso = null;
      resolve(codigo ?? sinal);
    });
  });
}

/** Stops a build in progress when `start` is asked to stop (its output would be thrown away anyway). */
export function interromperConstrucao() {
  if (construcaoEmCurso) sinalizar(-construcaoEmCurso.pid, 'SIGTERM');
}

/** Runs the package's own `build` script; PORTAL_BUILD_MARKER in `env` reaches webpack's DefinePlugin. */
export async function construir({ pasta, pacote }, env = process.env) {
  const inicio = Date.now();
  console.log(`\n▶ construindo ${pasta}…`);
  const codigo = await executar('pnpm', ['--filter', pacote, 'run', 'build'], {
    cwd: RAIZ,
    env,
    stdio: 'inherit',
  });
  if (codigo !== 0) throw new Error(`A construção de ${pasta} falhou (código ${codigo}).`);
  await mkdir(path.dirname(arquivoCarimbo(pasta)), { recursive: true });
  const carimbo = { construidoEm: inicio, marcador: env.PORTAL_BUILD_MARKER ?? '' };
  await writeFile(arquivoCarimbo(pasta), JSON.stringify(carimbo));
  console.log(`✔ ${pasta} construído em ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
}

const PRAZO_DE_UM_BUILD_MS = 15 * 60_000;
const travaDoBuild = (pasta) => path.join(RAIZ, pasta, 'node_modules', '.cache', 'portal-build.lock');

/** A deploy always builds, but never at the same time as a `start` building the same package. */
export function construirComTrava(alvo, env = process.env) {
  return comTrava(travaDoBuild(alvo.pasta), () => construir(alvo, env), { prazoMs: PRAZO_DE_UM_BUILD_MS });
}

/** Under the same lock: a second `start` waits for the first one's build and then finds it up to date. */
export function construirSeDesatualizado(alvo, env = process.env) {
  return comTrava(
    travaDoBuild(alvo.pasta),
    async () => {
      if (await estaAtualizado({ ...alvo, marcador: env.PORTAL_BUILD_MARKER ?? '' })) {
        console.log(`✔ ${alvo.pasta} já está atualizado`);
        return false;
      }
      await construir(alvo, env);
      return true;
    },
    { prazoMs: PRAZO_DE_UM_BUILD_MS },
  );
}

/** The shell first (the portal's frame), then each remote. */
export async function construirFrontends(env = process.env) {
  await construirSeDesatualizado({ pasta: 'shell', pacote: '@portal/shell', saida: 'index.html' }, env);
  for (const remoto of listarRemotos())
    await construirSeDesatualizado({ ...remoto, saida: 'mf-manifest.json' }, env);
}
