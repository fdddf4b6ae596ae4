// Browsers have TextEncoder/TextDecoder (react-router 7 and the token decoder use them); jsdom does not.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
