const { createRemoteConfig } = require('@portal/tooling/webpack');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mfe_inscricao', port: 3103 });
