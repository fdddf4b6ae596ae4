module.exports = require('@portal/tooling/jest-node-esm.cjs')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts'],
});
