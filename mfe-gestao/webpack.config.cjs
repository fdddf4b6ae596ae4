const { createRemoteConfig } = require('@portal/tooling/webpack');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mfe_gestao', port: 3106 });
