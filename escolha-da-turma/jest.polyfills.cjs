// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses; browsers have them.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
