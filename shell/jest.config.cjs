module.exports = require('@portal/tooling/jest-dom.cjs')(__dirname, {
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  // jose and Workbox (which the service worker's test runs) are published as ES modules only: swc compiles them
  // like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/(jose|workbox-[a-z-]+)@[^/]+/node_modules/)?(jose|workbox-[a-z-]+)/)',
  ],
});
