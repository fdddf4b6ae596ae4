import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  EM_CI,
  JORNADA_DO_TOKEN_CURTO,
  NAVEGADOR_DAS_JORNADAS,
  PASTA_DADOS,
  PORTAL_URL,
  TOKEN_CURTO,
  RAIZ_REPOSITORIO,
  URL_HOMOLOGACAO,
  ambienteDoPortal,
} from './testes/ambiente';

const PERCURSO_DE_TODAS_AS_PAGINAS =
  'acessibilidade/todas-as-paginas-sem-barreiras-nos-tres-temas-e-a-320-px.spec.ts';

const ARGUMENTOS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './jornadas',
  // One folder per run: Playwright empties its output folder at start, and runs on a shared machine may overlap.
  outputDir: path.join('test-results', path.basename(PASTA_DADOS)),
  globalSetup: './global-setup.ts',
  // Through staging's edge, two gateways and a loaded machine shared with the topology's own eleven processes, a long
  // journey needs more than the local portal's 90 s.
  timeout: URL_HOMOLOGACAO ? 180_000 : 90_000,
  expect: { timeout: 15_000 },
  // Two cores and one seeded database shared by every spec: one worker, specs in file order.
  workers: 1,
  fullyParallel: false,
  // In CI a failed test runs once more, for its trace (below), and a test that passes only on that retry is flaky:
  // the run fails (`failOnFlakyTests`), so a flake never finishes green (issue 32, decision 1591).
  retries: EM_CI ? 1 : 0,
  failOnFlakyTests: EM_CI,
  forbidOnly: EM_CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: PORTAL_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs every test CPU (snapshots and a screencast at each step): in CI only the retry of a
    // failed test records one (decision 1590); locally a failed test keeps its trace.
    trace: EM_CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: NAVEGADOR_DAS_JORNADAS, args: ARGUMENTOS_CHROMIUM },
  },
  // The page walk saturates both cores (decision 1590); every other journey leaves about one free. test:all runs staging,
  // the API's suite on PostgreSQL and the short-token journey beside this suite (decision 1594), so the walk comes
  // last, once they are done: with one worker, Playwright runs the projects in the order listed.
  // A short token lifetime runs the refresh journey alone; every other run leaves it out (testes/ambiente.ts). A
  // project's testMatch and testIgnore replace the config's, so both live here.
  projects: TOKEN_CURTO
    ? [{ name: 'chromium', use: { browserName: 'chromium' }, testMatch: `**/${JORNADA_DO_TOKEN_CURTO}` }]
    : [
        {
          name: 'chromium',
          use: { browserName: 'chromium' },
          testIgnore: [`**/${JORNADA_DO_TOKEN_CURTO}`, `**/${PERCURSO_DE_TODAS_AS_PAGINAS}`],
        },
        {
          name: 'percurso',
          use: { browserName: 'chromium' },
          testMatch: `**/${PERCURSO_DE_TODAS_AS_PAGINAS}`,
        },
      ],
  // Staging's portal runs already (scripts/staging-test.mjs): none is started for the run.
  webServer: URL_HOMOLOGACAO
    ? undefined
    : {
        // `exec`: start.mjs replaces the shell, so it sees Playwright as its parent and stops if Playwright dies.
        command: 'exec node scripts/start.mjs',
        cwd: RAIZ_REPOSITORIO,
        // Ready when start.mjs says so, not when the API answers: the catalogue pages are prerendered after that, with the
        // live catalogue, and a journey that reads the HTML first raced them (a `url` check would end the wait early).
        wait: { stdout: /Portal pronto: / },
        env: ambienteDoPortal(),
        // A cold start builds the shell and five remotes on two cores.
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        // start.mjs stops its children on SIGTERM and they share its process group, so a group kill reaches them too.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      },
});
