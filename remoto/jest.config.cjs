module.exports = require('@portal/tooling/jest-dom.cjs')(__dirname, {
  setupFiles: [require.resolve('./jest.polyfills.cjs')],
});
