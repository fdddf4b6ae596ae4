const path = require('node:path');
const { createShellConfig } = require('@portal/tooling/webpack');

// The recovery plugin runs inside the Module Federation runtime: it retries a remote's manifest and entry once
// and reports a remote that stays down, so its area shows the "Serviço temporariamente indisponível" panel.
const criarConfig = createShellConfig({
  dir: __dirname,
  port: 3100,
  runtimePlugins: [path.join(__dirname, 'src/features/composicao/api/plugin-recuperacao-remotos.ts')],
});

// `pnpm dev` serves only the shell: the registry, published remotes, run-time config and API come from a running
// gateway (`pnpm start`, or PORTAL_GATEWAY_URL), the same files the composed portal uses.
const GATEWAY = process.env.PORTAL_GATEWAY_URL || 'http://localhost:8080';

module.exports = (env, argv) => {
  const config = criarConfig(env, argv);
  config.devServer.proxy = [{ context: ['/v1', '/remotes', '/remotes.json', '/config.js'], target: GATEWAY }];
  return config;
};
