#!/usr/bin/env node
/**
 * `pnpm test:all`: every check CI runs, in order, stopping at the first failure: lint (import cycles included), format, types, unit tests of every
 * package and of these scripts, the API suite again on PostgreSQL, the front-end builds and their JavaScript budget,
 * the end-to-end suite.
 * Needs no terminal input (CI=true, stdin closed).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { RAIZ } from './lib/caminhos.mjs';
import { garantirPostgres, URL_POSTGRES } from './lib/postgres.mjs';

const testesDosScripts = readdirSync(path.join(RAIZ, 'scripts/lib'))
  .filter((nome) => nome.endsWith('.test.mjs'))
  .map((nome) => path.join('scripts/lib', nome));

/**
 * The embedded database's own paths (decision 0176): the data folder kept across restarts, the in-process job queue,
 * one process serialising concurrent requests, and the enrolment cycle the e2e suite also runs on PGlite.
 */
const TESTES_DA_API_NO_PGLITE = [
  'test/persistencia.test.ts',
  'test/smtp.test.ts',
  'test/convocacao-tarefa-agendada.test.ts',
  'test/concorrencia.test.ts',
  'test/gestao-vagas-concorrencia.test.ts',
  'test/inscricao-ciclo.test.ts',
  'test/lista-de-espera.test.ts',
];

const SECOES = [
  { titulo: 'ESLint', comando: ['pnpm', 'lint'] },
  // One format for every file, so a diff shows only what changed (.prettierignore lists what is kept as received).
  { titulo: 'Prettier (formato)', comando: ['pnpm', 'format:check'] },
  { titulo: 'Tipos (tsc)', comando: ['pnpm', 'typecheck'] },
  // `pnpm test` minus the e2e package, whose suite runs last, after the builds it needs, and minus the API, whose
  // whole suite runs on PostgreSQL below (decision 0176).
  {
    titulo: 'Testes unitários de todos os pacotes',
    comando: [
      'pnpm',
      '-r',
      '--workspace-concurrency=1',
      '--filter',
      '!@portal/e2e',
      '--filter',
      '!@portal/api',
      'run',
      'test',
    ],
  },
  {
    titulo: 'API no banco embutido (PGlite): o que só ele faz',
    comando: ['pnpm', '--filter', '@portal/api', 'test', ...TESTES_DA_API_NO_PGLITE],
  },
  {
    titulo: 'Testes dos scripts (deploy, rollback, start)',
    comando: ['node', '--test', ...testesDosScripts],
  },
  {
    titulo: 'API em PostgreSQL',
    antes: garantirPostgres,
    comando: ['pnpm', '--filter', '@portal/api', 'test'],
    env: { DATABASE_URL: URL_POSTGRES },
  },
  { titulo: 'Build do shell e dos remotos', comando: ['node', 'scripts/construir-frontends.mjs'] },
  // Bytes are deterministic: each route's first-load JavaScript, added up from the builds, against its budget.
  {
    titulo: 'Orçamento de JavaScript da primeira carga (bench/orcamento-js.json)',
    comando: ['pnpm', '--filter', '@portal/bench', 'run', 'orcamento:js'],
  },
  { titulo: 'Ponta a ponta (Playwright + Chromium)', comando: ['pnpm', '--filter', '@portal/e2e', 'test'] },
  // The token lifetime is fixed when the portal starts: the refresh journey gets a portal of its own with 8 s tokens.
  {
    titulo: 'Ponta a ponta: token de acesso expira e é renovado uma vez',
    comando: [
      'pnpm',
      '--filter',
      '@portal/e2e',
      'exec',
      'playwright',
      'test',
      'tests/usuario/token-expirado-e-renovado-uma-vez.spec.ts',
    ],
    env: { E2E_ACCESS_TOKEN_TTL_SECONDS: '8' },
  },
];

function cabecalho(indice, titulo) {
  const linha = '═'.repeat(78);
  console.log(`\n${linha}\n  [${indice + 1}/${SECOES.length}] ${titulo}\n${linha}`);
}

function rodar({ comando, env = {} }) {
  const [programa, ...argumentos] = comando;
  const resultado = spawnSync(programa, argumentos, {
    cwd: RAIZ,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return resultado.status ?? 1;
}

// `--a-partir-de 5` resumes a local run at section 5 after fixing what stopped it (CI always runs everything).
const { values: flags } = parseArgs({ options: { 'a-partir-de': { type: 'string', default: '1' } } });
const primeira = Math.max(1, Number(flags['a-partir-de']) || 1) - 1;

const resultados = [];
for (const [indice, secao] of SECOES.entries()) {
  if (indice < primeira) continue;
  cabecalho(indice, secao.titulo);
  const inicio = Date.now();
  let codigo;
  try {
    await secao.antes?.();
    codigo = rodar(secao);
  } catch (erro) {
    console.error(`✖ ${erro.message}`);
    codigo = 1;
  }
  const segundos = ((Date.now() - inicio) / 1000).toFixed(0);
  resultados.push({ titulo: secao.titulo, ok: codigo === 0, segundos });
  console.log(`${codigo === 0 ? '✔' : '✖'} ${secao.titulo} (${segundos} s)`);
  if (codigo !== 0) break;
}

console.log('\nResumo:');
for (const { titulo, ok, segundos } of resultados)
  console.log(`  ${ok ? '✔' : '✖'} ${titulo} — ${segundos} s`);
const passaram = resultados.filter((r) => r.ok).length;
const falharam = resultados.length - passaram;
const naoRodaram = SECOES.length - primeira - resultados.length;
const puladas = primeira ? `, ${primeira} skipped (--a-partir-de)` : '';
console.log(`${passaram} passed, ${falharam} failed${naoRodaram ? `, ${naoRodaram} not run` : ''}${puladas}`);
process.exit(falharam === 0 ? 0 : 1);
