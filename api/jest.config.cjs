module.exports = require('@portal/tooling/jest-node-esm.cjs')(__dirname, {
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
});
