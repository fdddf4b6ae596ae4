/**
 * Jest preset for React packages: jsdom with what browsers have and it lacks (jest-dom-polyfills.cjs, before a
 * package's own `setupFiles`), swc, CSS ignored, Testing Library matchers.
 */
module.exports = (rootDir, { setupFiles = [], ...overrides } = {}) => ({
  rootDir,
  testEnvironment: 'jsdom',
  setupFiles: [require.resolve('./jest-dom-polyfills.cjs'), ...setupFiles],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: [require.resolve('./jest-dom-setup.cjs')],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': require.resolve('./style-mock.cjs'), '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
  ...overrides,
});
