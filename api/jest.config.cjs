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
};
