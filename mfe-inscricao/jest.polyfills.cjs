// react-router 7 uses TextEncoder at import time; jsdom does not provide it (browsers do).
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
