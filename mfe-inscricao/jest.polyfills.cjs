// react-router 7 uses TextEncoder at import time; jsdom does not provide it.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
