// What browsers have and jsdom lacks, for every React package: TextEncoder/TextDecoder (react-router 7 uses them at
// import time, and the token decoder).
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
