/**
 * What `pnpm test:all` runs, in order (scripts/test-all.mjs runs it): static checks, unit tests of every package, the
 * API's PGlite-only files beside the scripts' tests, the front-end builds and their JavaScript budget, the API suite
 * on PostgreSQL beside the short-token journey, the end-to-end suite. A section with `juntos` runs its commands at the
 * same time (decisions 1590, 1593).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { RAIZ } from './caminhos.mjs';
import { garantirPostgres, URL_POSTGRES } from './postgres.mjs';

const testesDosScripts = ['scripts/lib', 'scripts/lib/homologacao'].flatMap((pasta) =>
  readdirSync(path.join(RAIZ, pasta))
    .filter((nome) => nome.endsWith('.test.mjs'))
    .map((nome) => path.join(pasta, nome)),
);

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

/** The API's Jest with two workers: each test file makes its own throw-away database, so files never share data. */
const JEST_DA_API = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--maxWorkers=2'];

export const SECOES = [
  {
    titulo: 'Análise estática: ESLint, Prettier (formato) e tipos (tsc), ao mesmo tempo',
    juntos: [
      { rotulo: 'ESLint', comando: ['pnpm', 'lint'] },
      // One format for every file, so a diff shows only what changed (.prettierignore lists what is kept as received).
      { rotulo: 'Prettier (formato)', comando: ['pnpm', 'format:check'] },
      { rotulo: 'Tipos (tsc)', comando: ['pnpm', 'typecheck'] },
    ],
  },
  // `pnpm test` minus the e2e package, whose suite runs last, after the builds it needs, and minus the API, whose
  // whole suite runs on PostgreSQL below (decision 0176). Two packages at a time: on two cores each Jest runs in one
  // process (decision 1590).
  {
    titulo: 'Testes unitários de todos os pacotes',
    comando: [
      'pnpm',
      '-r',
      '--workspace-concurrency=2',
      '--filter',
      '!@portal/e2e',
      '--filter',
      '!@portal/api',
      'run',
      'test',
    ],
  },
  // Two light sections side by side: PGlite keeps one core busy, the scripts' tests mostly wait on their children.
  {
    titulo:
      'API no banco embutido (PGlite), o que só ele faz, e testes dos scripts (deploy, rollback, start)',
    juntos: [
      {
        rotulo: 'API no PGlite',
        comando: ['pnpm', '--filter', '@portal/api', 'test', ...TESTES_DA_API_NO_PGLITE],
      },
      { rotulo: 'Scripts', comando: ['node', '--test', ...testesDosScripts] },
    ],
  },
  { titulo: 'Build do shell e dos remotos', comando: ['node', 'scripts/construir-frontends.mjs'] },
  // Bytes are deterministic: each route's first-load JavaScript, added up from the builds, against its budget.
  {
    titulo: 'Orçamento de JavaScript da primeira carga (bench/orcamento-js.json)',
    comando: ['pnpm', '--filter', '@portal/bench', 'run', 'orcamento:js'],
  },
  // The token lifetime is fixed when the portal starts: the refresh journey gets a portal of its own with 8 s tokens.
  // It mostly waits for its tokens to expire, so it runs beside the API's suite instead of after everything (its
  // portal on PGlite and the e2e ports, the API's tests on PostgreSQL and ports of their own).
  {
    titulo: 'API em PostgreSQL e, ao lado, a jornada do token de acesso que expira e é renovado uma vez',
    antes: garantirPostgres,
    juntos: [
      {
        rotulo: 'API em PostgreSQL',
        comando: ['pnpm', '--filter', '@portal/api', 'exec', ...JEST_DA_API],
        env: { DATABASE_URL: URL_POSTGRES },
      },
      {
        rotulo: 'Ponta a ponta: token de acesso expira e é renovado uma vez',
        comando: [
          'pnpm',
          '--filter',
          '@portal/e2e',
          'exec',
          'playwright',
          'test',
          'jornadas/usuario/token-expirado-e-renovado-uma-vez.spec.ts',
        ],
        env: { E2E_ACCESS_TOKEN_TTL_SECONDS: '8' },
      },
    ],
  },
  { titulo: 'Ponta a ponta (Playwright + Chromium)', comando: ['pnpm', '--filter', '@portal/e2e', 'test'] },
];
