module.exports = require('@portal/tooling/jest-node.cjs')(__dirname);
