// jsdom has no TextEncoder/TextDecoder; react-router needs them, as browsers have them.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
