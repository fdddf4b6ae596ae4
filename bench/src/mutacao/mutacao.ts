/**
 * `pnpm bench:mutacao [pacote…]`: how strong the unit tests are (issue 32 §8). Runs Stryker with its Jest runner over
 * each package of pacotes.ts, one after the other, at the lowest priority (`nice -n 19`), one test process at a time
 * unless MUTACAO_PROCESSOS says more (two shared cores) and within a time limit per package (MUTACAO_LIMITE_MINUTOS, default 20): a run that reaches it
 * is stopped and reported as such, never as a score. Prints each package's mutation score and its surviving mutants
 * per file; Stryker's JSON report and its incremental file (the next run re-tests only what changed) stay in
 * bench/results/mutacao/. Not part of `pnpm test:all`.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limiteDaMutacaoMs, processosDaMutacao } from '../config/env.js';
import { PACOTES, type PacoteMutado } from './pacotes.js';
import { placarDoRelatorio, type RelatorioStryker } from './placar.js';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RESULTADOS = path.join(RAIZ, 'bench/results/mutacao');
const LIMITE_MS = limiteDaMutacaoMs();

/**
 * Stryker's Jest runner wraps the test environment and loads the original by name from the package's folder, where
 * pnpm does not put `jest-environment-node` (a dependency of jest-config, not of the package): the path is given.
 */
function ambienteDoJest(pasta: string): string {
  const doPacote = createRequire(path.join(RAIZ, pasta, 'package.json'));
  const nome = `jest-environment-${doPacote(path.join(RAIZ, pasta, 'jest.config.cjs')).testEnvironment}`;
  try {
    return doPacote.resolve(nome);
  } catch {
    const doJest = createRequire(doPacote.resolve('jest'));
    return createRequire(doJest.resolve('jest-config')).resolve(nome);
  }
}

function configuracao(pacote: PacoteMutado, relatorio: string) {
  return {
    packageManager: 'pnpm',
    testRunner: 'jest',
    // The plugins are found from bench (pnpm keeps them out of core's own node_modules).
    plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/jest-runner'))],
    jest: {
      projectType: 'custom',
      configFile: 'jest.config.cjs',
      config: { testEnvironment: ambienteDoJest(pacote.pasta), ...pacote.jest },
      enableFindRelatedTests: true,
    },
    coverageAnalysis: 'perTest',
    testRunnerNodeArgs: pacote.argumentosDoNode ?? [],
    mutate: pacote.mutar,
    concurrency: processosDaMutacao(),
    timeoutMS: 10_000,
    // Static mutants (module-level values) need every test re-run for each one: too slow for two shared cores.
    ignoreStatic: true,
    reporters: ['clear-text', 'progress', 'json'],
    jsonReporter: { fileName: relatorio },
    clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
    // The next run re-tests only the mutants whose code or covering tests changed (a new test beside its code).
    incremental: true,
    incrementalFile: path.join(RESULTADOS, `${pacote.pasta}-incremental.json`),
    tempDirName: path.join(RESULTADOS, `.tmp-${pacote.pasta}`),
    cleanTempDir: 'always',
  };
}

/** Runs Stryker in the package's folder; resolves false when the time limit stopped it. */
async function rodarStryker(pacote: PacoteMutado, arquivoConfig: string): Promise<boolean> {
  const stryker = path.join(RAIZ, 'bench/node_modules/@stryker-mutator/core/bin/stryker.js');
  const filho = spawn('nice', ['-n', '19', process.execPath, stryker, 'run', arquivoConfig], {
    cwd: path.join(RAIZ, pacote.pasta),
    stdio: 'inherit',
    detached: true,
  });
  let estourou = false;
  const prazo = setTimeout(() => {
    estourou = true;
    process.kill(-filho.pid!, 'SIGTERM');
  }, LIMITE_MS);
  const codigo = await new Promise<number | null>((resolve) => filho.on('exit', resolve));
  clearTimeout(prazo);
  if (!estourou && codigo !== 0) throw new Error(`Stryker terminou com ${codigo} em ${pacote.pasta}`);
  return !estourou;
}

const pedidos = process.argv.slice(2);
const escolhidos = pedidos.length ? PACOTES.filter((p) => pedidos.includes(p.pasta)) : PACOTES;
if (escolhidos.length === 0) throw new Error(`Pacotes: ${PACOTES.map((p) => p.pasta).join(', ')}`);
await mkdir(RESULTADOS, { recursive: true });
const linhas: string[] = [];
for (const pacote of escolhidos) {
  const relatorio = path.join(RESULTADOS, `${pacote.pasta}.json`);
  const arquivoConfig = path.join(RESULTADOS, `stryker-${pacote.pasta}.json`);
  await writeFile(arquivoConfig, JSON.stringify(configuracao(pacote, relatorio), null, 2));
  const inicio = Date.now();
  const terminou = await rodarStryker(pacote, arquivoConfig);
  const minutos = ((Date.now() - inicio) / 60_000).toFixed(1);
  if (!terminou) {
    linhas.push(`${pacote.pasta}: parado no limite de ${LIMITE_MS / 60_000} min, sem placar`);
    process.exitCode = 1;
    continue;
  }
  const placar = placarDoRelatorio(JSON.parse(await readFile(relatorio, 'utf8')) as RelatorioStryker);
  linhas.push(
    `${pacote.pasta}: ${placar.nota.toFixed(1)} % (${placar.mortos} mortos de ${placar.validos}; ` +
      `${placar.sobreviventes} sobreviventes, ${placar.semCobertura} sem cobertura) em ${minutos} min`,
  );
  for (const [arquivo, vivos] of placar.vivosPorArquivo)
    linhas.push(`  ${vivos.toString().padStart(4)}  ${arquivo}`);
}
console.log(['', 'Placar de mutação (Stryker, Jest):', ...linhas].join('\n'));
