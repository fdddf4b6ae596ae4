/**
 * Jest preset for the ESM services (api, dev-services): their dependencies (jose, oidc-provider) ship ESM only,
 * so tests run as native ES modules (`node --experimental-vm-modules`).
 */
module.exports = (rootDir, overrides = {}) => ({
  rootDir,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  ...overrides,
});
