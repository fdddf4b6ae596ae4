const base = require('@portal/tooling/jest-node-esm.cjs')(__dirname);

// A few CommonJS dependencies (light-my-request, @fastify/static) require() packages that ship ESM only. Node runs
// them (require(esm)); Jest's module loader does not, so those packages are compiled to CommonJS for the tests.
const ESM_EXIGIDOS_POR_CJS = ['content-disposition', 'cookie'];
const alternativas = ESM_EXIGIDOS_POR_CJS.join('|');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: {
    ...base.transform,
    [`/node_modules/(\\.pnpm/[^/]+/node_modules/)?(${alternativas})/.+\\.js$`]: [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${alternativas})/)`],
  // Each integration file has its own database: PGlite in memory, or a throw-away PostgreSQL database; a seeded one is a
  // copy of a migrated and seeded template (src/testes/pglite-modelo.ts, src/testes/postgres-modelo.ts).
  testTimeout: 60_000,
  // Node keeps every test file's vm context alive once ES modules ran in it (nodejs/node#59118, jestjs/jest#14605),
  // some 15–20 MB of heap a file: a worker ended the PostgreSQL run near 1.4 GB and needed over a second to free it on
  // its way out, past the 500 ms Jest waits ("A worker process has failed to exit gracefully"). A worker holding more
  // than this after a file is replaced instead (killed, with nothing to free), so none ends the run carrying the whole
  // suite's leak.
  workerIdleMemoryLimit: '200MB',
};
