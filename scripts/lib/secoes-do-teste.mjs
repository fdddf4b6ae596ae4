/**
 * What `pnpm test:all` runs, in order (scripts/test-all.mjs runs it): unit tests of every package, the API's
 * PGlite-only files beside the scripts' tests, the front-end builds and their JavaScript budget, then the end-to-end
 * suite with, beside it, staging's short form, the API suite on PostgreSQL, the short-token journey and the static
 * analysis. A section with `juntos` runs its commands at the same time (decisions 1590, 1597).
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

/** ESLint (with import cycles), Prettier and tsc: what a developer runs alone for a quick answer (`pnpm lint`…). */
const ANALISE_ESTATICA = [
  { rotulo: 'Análise estática: ESLint', comando: ['pnpm', 'lint'] },
  // One format for every file, so a diff shows only what changed (.prettierignore lists what is kept as received).
  { rotulo: 'Análise estática: Prettier (formato)', comando: ['pnpm', 'format:check'] },
  { rotulo: 'Análise estática: tipos (tsc)', comando: ['pnpm', 'typecheck'] },
];

/** The API's Jest with two workers: each test file makes its own throw-away database, so files never share data. */
const JEST_DA_API = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--maxWorkers=2'];

export const SECOES = [
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
  // The e2e suite keeps about one of the two cores busy until its last project, the page walk (the browser and the
  // portal mostly wait on each other), so the rest runs beside it, in a lane of its own, one after the other: staging's
  // short form (issue 29 §5: the production topology, 11 processes, broken once per fault), the API's whole suite on
  // PostgreSQL, and the refresh journey, whose portal needs 8 s tokens and so runs apart, on ports of its own. Each
  // has its own addresses, data and databases (decisions 1594, 1597).
  {
    titulo:
      'Ponta a ponta e, ao lado, a homologação curta, a API em PostgreSQL, a jornada do token curto e a análise estática',
    antes: garantirPostgres,
    juntos: [
      {
        rotulo: 'Ponta a ponta (Playwright + Chromium)',
        comando: ['pnpm', '--filter', '@portal/e2e', 'test'],
      },
      {
        emSequencia: [
          {
            rotulo: 'Homologação: staging:test --curto (topologia de produção)',
            comando: ['pnpm', 'staging:test', '--curto'],
          },
          // Static analysis has no clock to miss: at a lower priority, one tool after the other, it fills the CPU the
          // e2e suite leaves free instead of taking a section of its own. Second in the lane, so that it is over long
          // before the page walk at the suite's end, which needs both cores (decision 1597).
          ...ANALISE_ESTATICA.map(({ rotulo, comando }) => ({
            rotulo,
            comando: ['nice', '-n', '10', ...comando],
          })),
          {
            rotulo: 'API em PostgreSQL',
            // At a lower priority: the e2e suite beside it is the section's longest path, and two Jest workers at the
            // same priority slowed its journeys by a fifth; the suite's tests have their own generous timeouts.
            comando: ['nice', '-n', '10', 'pnpm', '--filter', '@portal/api', 'exec', ...JEST_DA_API],
            env: { DATABASE_URL: URL_POSTGRES },
          },
          {
            rotulo: 'Ponta a ponta: token de acesso expira e é renovado uma vez',
            comando: [
              ...['pnpm', '--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--reporter=list'],
              'jornadas/usuario/token-expirado-e-renovado-uma-vez.spec.ts',
            ],
            env: {
              E2E_ACCESS_TOKEN_TTL_SECONDS: '8',
              E2E_PORT: '18090',
              E2E_API_PORT: '13010',
              E2E_IDP_PORT: '14010',
              E2E_CEP_PORT: '14110',
            },
          },
        ],
      },
    ],
  },
];
