// jsdom lacks what browsers have and the shell uses: TextEncoder/TextDecoder (react-router 7, token decoding)
// and WebCrypto's subtle API (jose verifies the gov.br ID token with it).
const util = require('node:util');
const { webcrypto } = require('node:crypto');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
