/**
 * One webpack + Module Federation configuration for the shell and every remote, so they agree on sharing,
 * chunk naming and caching. A remote exposes `./lifecycles`; the shell declares no remotes at build time
 * (it reads `remotes.json` at boot). The shell's own is in config-do-shell.cjs, the common parts in config-base.cjs.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PreComprimirPlugin } = require('./pre-comprimir.cjs');
const { sharedDeps } = require('./shared-deps.cjs');
const { GrafoDeChunksPlugin } = require('./grafo-de-chunks.cjs');
const { DeclaracaoDoPortalPlugin } = require('./declaracao-do-portal.cjs');
const { baseConfig, buildMarker, federation } = require('./config-base.cjs');
const { createShellConfig } = require('./config-do-shell.cjs');

/** The page that runs a remote alone (`pnpm dev` in its folder), with a minimal host. */
const paginaIsolada = (name) =>
  new HtmlWebpackPlugin({
    template: path.join(__dirname, 'standalone.html'),
    title: name,
    chunks: ['standalone'],
  });

/**
 * A remote: exposes `./lifecycles`. In development it also builds the standalone page so its team can run it alone.
 * The production build is only the federated remote, and it does not carry the Module Federation runtime: it uses the
 * shell's (`externalRuntime` here; the shell publishes its runtime when it loads it, decisions 0814 and 0860), ~27 KiB
 * gzip less on every remote page. The standalone page has no shell to take it from, which is why it is left to
 * development builds.
 */
function createRemoteConfig({ dir, name, port }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const config = baseConfig({ dir, name, isDev, port });
    config.entry = isDev ? { standalone: './src/standalone.ts' } : {};
    config.plugins = [
      new MiniCssExtractPlugin({ filename: isDev ? '[name].css' : '[name].[contenthash:10].css' }),
      buildMarker(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './lifecycles': './src/app/lifecycles.tsx' },
        shared: sharedDeps(dir),
        ...(isDev ? {} : { experiments: { externalRuntime: true } }),
      }),
      ...(isDev ? [paginaIsolada(name)] : [new PreComprimirPlugin()]),
      new GrafoDeChunksPlugin(),
      new DeclaracaoDoPortalPlugin({ dir, nome: name, tipo: 'remoto' }),
    ];
    return config;
  };
}

module.exports = { createRemoteConfig, createShellConfig };
