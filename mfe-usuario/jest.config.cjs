module.exports = require('@portal/tooling/jest-dom.cjs')(__dirname);
