/**
 * Builds a front end only when its sources (or the internal packages it compiles in) changed since its last build.
 * The stamp lives in the package's node_modules/.cache, outside dist/, so it is never served nor deployed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RAIZ, listarRemotos } from './caminhos.mjs';
import { sinalizar } from './processos.mjs';
import { comTrava } from './trava.mjs';

const COMPARTILHADOS = [
  // A shared package's package.json too: its exports and sideEffects change what a build bundles.
  'contracts/src',
  'contracts/package.json',
  'shared-auth/src',
  'shared-auth/package.json',
  'ui/src',
  'ui/package.json',
  'remoto/src',
  'remoto/package.json',
  'remoto/contrato-do-parcel.json',
  'escolha-da-turma/src',
  'escolha-da-turma/package.json',
  'tooling/webpack',
  'pnpm-lock.yaml',
];
// `public` (copied as is: the shell's offline page and its script) and `scripts` (run by the build: the shell's
// prerender) are part of the build too; a change to them alone must rebuild.
const PROPRIOS = ['src', 'public', 'scripts', 'package.json', 'webpack.config.cjs', 'tsconfig.json'];

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

export const FONTES_DO_FRONTEND = (pasta) => [...PROPRIOS.map((f) => path.join(pasta, f)), ...COMPARTILHADOS];

/**
 * `saida` is the file whose presence proves a complete build (index.html, mf-manifest.json, server.js); `fontes`, what
 * the build is made of (a front end's by default).
 */
export async function estaAtualizado({ pasta, saida, marcador = '', fontes = FONTES_DO_FRONTEND(pasta) }) {
  if (!existsSync(path.join(RAIZ, pasta, 'dist', saida))) return false;
  const carimbo = JSON.parse(await readFile(arquivoCarimbo(pasta), 'utf8').catch(() => 'null'));
  if (!carimbo || carimbo.marcador !== marcador) return false;
  const tempos = await Promise.all(fontes.map((f) => mtimeMaisRecente(path.join(RAIZ, f))));
  return Math.max(...tempos) <= carimbo.construidoEm;
}

async function gravarCarimbo(pasta, construidoEm, marcador = '') {
  await mkdir(path.dirname(arquivoCarimbo(pasta)), { recursive: true });
  await writeFile(arquivoCarimbo(pasta), JSON.stringify({ construidoEm, marcador }));
}

const construcoesEmCurso = new Set();

function executar(comando, argumentos, opcoes) {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping it also stops webpack under pnpm.
    const filho = spawn(comando, argumentos, { ...opcoes, detached: true });
    construcoesEmCurso.add(filho);
    filho.once('error', (erro) => {
      construcoesEmCurso.delete(filho);
      reject(erro);
    });
    filho.once('exit', (codigo, sinal) => {
      construcoesEmCurso.delete(filho);
      resolve(codigo ?? sinal);
    });
  });
}

/** Stops the builds in progress when `start` is asked to stop (their output would be thrown away anyway). */
export function interromperConstrucao() {
  for (const filho of construcoesEmCurso) sinalizar(-filho.pid, 'SIGTERM');
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
  await gravarCarimbo(pasta, inicio, env.PORTAL_BUILD_MARKER ?? '');
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

/**
 * Two builds at a time: one webpack run keeps about 1.4 of the two cores busy (measured on 29/11/2026: 18.4 s of wall
 * time for 25.8 s of CPU), so two side by side finish sooner than one after the other (decision 1598). The shell
 * starts first; a failure stops the other build too.
 */
const BUILDS_AO_MESMO_TEMPO = 2;

/** The shell, a front end built like the remotes; its complete build has an index.html. */
export const SHELL = { pasta: 'shell', pacote: '@portal/shell', saida: 'index.html' };

export async function construirFrontends(env = process.env) {
  const fila = [SHELL, ...listarRemotos().map((remoto) => ({ ...remoto, saida: 'mf-manifest.json' }))];
  const construirDaFila = async () => {
    for (let alvo = fila.shift(); alvo; alvo = fila.shift()) await construirSeDesatualizado(alvo, env);
  };
  try {
    await Promise.all(Array.from({ length: BUILDS_AO_MESMO_TEMPO }, construirDaFila));
  } catch (erro) {
    fila.length = 0;
    interromperConstrucao();
    throw erro;
  }
}

/**
 * What the API's and the gateway's bundles are made of (their scripts/construir.mjs): their own sources and the
 * workspace sources esbuild bundles in (the gateway bundles the local mailbox page from dev-services).
 */
const FONTES_DO_SERVIDOR = (pasta) => [
  ...['src', 'scripts', 'package.json'].map((f) => path.join(pasta, f)),
  ...['contracts/src', 'contracts/package.json', 'shared-auth/src', 'dev-services/src', 'pnpm-lock.yaml'],
];

const SAIDA_DO_SERVIDOR = { api: 'server.js', gateway: 'main.js' };

/**
 * The API or the gateway compiled (decisions 0160, 0202) when its sources changed, under the build lock: its
 * construir.mjs empties dist/ first, so two scripts started together (test:all runs the e2e suite beside staging's
 * short form; the scripts' tests build images and start gateways side by side) must neither compile into it at once
 * nor compile again under a server already running from it. True when it compiled.
 */
export function compilarServidor(pasta) {
  return comTrava(
    travaDoBuild(pasta),
    async () => {
      const alvo = { pasta, saida: SAIDA_DO_SERVIDOR[pasta], fontes: FONTES_DO_SERVIDOR(pasta) };
      if (await estaAtualizado(alvo)) return false;
      const inicio = Date.now();
      const { status } = spawnSync(process.execPath, ['scripts/construir.mjs'], {
        cwd: path.join(RAIZ, pasta),
        stdio: 'inherit',
      });
      if (status !== 0) throw new Error(`a compilação de ${pasta} falhou.`);
      await gravarCarimbo(pasta, inicio);
      return true;
    },
    { prazoMs: PRAZO_DE_UM_BUILD_MS },
  );
}

/** Both servers, as `start` and staging run them. */
export async function compilarServidores() {
  for (const pasta of Object.keys(SAIDA_DO_SERVIDOR)) await compilarServidor(pasta);
}
