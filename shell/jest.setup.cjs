// jsdom lacks what browsers have and the shell uses, beyond the preset's TextEncoder/TextDecoder: WebCrypto's subtle
// API and structuredClone (jose verifies the gov.br ID token with them).
const { webcrypto } = require('node:crypto');

if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
if (typeof globalThis.structuredClone !== 'function') {
  const v8 = require('node:v8');
  // Enough for the plain JSON data the shell clones (JWKs); browsers have the real one.
  globalThis.structuredClone = (valor) => v8.deserialize(v8.serialize(valor));
}
// User Timing (performance.mark), which the shell sets once its router listens: Node's implementation.
if (typeof globalThis.performance.mark !== 'function') {
  const { performance: doNode } = require('node:perf_hooks');
  for (const metodo of ['mark', 'clearMarks', 'getEntriesByName']) {
    globalThis.performance[metodo] = doNode[metodo].bind(doNode);
  }
}
// React's act() warns that the environment does not support it unless this is set. Testing Library sets it when a test
// imports it; the prerender tests hydrate by hand with React's own act(), without it.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
