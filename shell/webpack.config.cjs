const path = require('node:path');
const { createShellConfig } = require('@portal/tooling/webpack');

// The recovery plugin runs inside the Module Federation runtime: it retries a remote's manifest and entry once
// and reports a remote that stays down, so its area shows the "Serviço temporariamente indisponível" panel.
module.exports = createShellConfig({
  dir: __dirname,
  port: 3100,
  runtimePlugins: [path.join(__dirname, 'src/features/composicao/api/plugin-recuperacao-remotos.ts')],
});
