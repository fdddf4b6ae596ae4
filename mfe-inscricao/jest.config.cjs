const base = require('@portal/tooling/jest-dom.cjs')(__dirname);

// TEMPORARY: shared-auth imports its axios type augmentation (a .d.ts) as a module; remove once fixed there.
base.moduleNameMapper = { ...base.moduleNameMapper, '^\\./http/axios-config$': base.moduleNameMapper['\\.css$'] };

module.exports = base;
