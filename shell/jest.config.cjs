module.exports = require('@portal/tooling/jest-dom.cjs')(__dirname, {
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  // jose is published as ES modules only: let swc compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/jose@[^/]+/node_modules/)?jose/)'],
});
