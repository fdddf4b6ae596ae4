const { createRemoteConfig } = require('@portal/tooling/webpack');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mfe_primeiro_emprego', port: 3105 });
