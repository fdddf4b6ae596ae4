module.exports = require('@portal/tooling/jest-node-esm.cjs')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // The tests start the compiled server as production does; it is built from these sources first.
  globalSetup: '<rootDir>/scripts/construir-antes-dos-testes.mjs',
});
