module.exports = {
  ...require('@portal/tooling/jest-node-esm.cjs')(__dirname, {
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  }),
  // The provider opens its embedded database (PGlite, decision 0164) at the first sign-in of each file.
  testTimeout: 60_000,
};
