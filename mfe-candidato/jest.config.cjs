// Route-level tests type into real forms; on a busy two-core machine they can outlast jest's 5 s default.
module.exports = require('@portal/tooling/jest-dom.cjs')(__dirname, {
  testTimeout: 30_000,
});
