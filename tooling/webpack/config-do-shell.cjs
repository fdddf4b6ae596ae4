/** The shell's webpack configuration: the host that owns the URL, registers remotes at run time and shares the singletons. */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PreComprimirPlugin } = require('./pre-comprimir.cjs');
const { sharedDeps } = require('./shared-deps.cjs');
const { OfertaDoShellPlugin } = require('./oferta-do-shell.cjs');
const { avaliarTypeScript } = require('./avaliar-typescript.cjs');
const { GrafoDeChunksPlugin } = require('./grafo-de-chunks.cjs');
const { DeclaracaoDoPortalPlugin } = require('./declaracao-do-portal.cjs');
const { baseConfig, buildMarker, federation } = require('./config-base.cjs');

/**
 * `provideExternalRuntime` injects a runtime plugin that `require`s `@module-federation/runtime-tools/runtime-core`,
 * which would bundle the CommonJS build of the runtime beside the ES build the shell's own federation runtime uses
 * (two copies, ~25 KiB gzip more in main.js). Pointing that request at the ES build keeps one copy.
 */
function aliasRuntimeUnico() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const pacotes = path.resolve(enhanced.slice(0, enhanced.lastIndexOf(`${path.sep}enhanced${path.sep}`)));
  return {
    '@module-federation/runtime-tools/runtime-core$': path.join(
      pacotes,
      'runtime-tools/dist/runtime-core.js',
    ),
  };
}

/**
 * The shell's boot chunk and the chunks of the singletons it provides (shared-auth, ui) are siblings, so a module they
 * all import (contracts' messages, routes, storage keys) was copied into each: webpack's default splits shared code
 * only from 20 kB up. Any size here, so each such module is downloaded once (decision 0853).
 */
const semCopiasPequenas = { minChunks: 2, minSize: 0, priority: -20, reuseExistingChunk: true };

/** The names the shell's page shares with its code and the portal's server, from contracts (one home each). */
function marcasDaPagina(dir) {
  const arquivo = require.resolve('@portal/contracts/marcas-de-desempenho', { paths: [dir] });
  const { MARCA_PORTAL_PRONTO, ID_DICAS_DEPOIS_DA_PINTURA } = avaliarTypeScript(arquivo);
  return { MARCA_PORTAL_PRONTO, ID_DICAS_DEPOIS_DA_PINTURA };
}

/** The shell: the host that owns the URL, registers remotes at run time and shares the singletons. */
function createShellConfig({ dir, port, runtimePlugins = [] }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const config = baseConfig({ dir, name: 'shell', isDev, port });
    config.entry = { main: './src/index.ts' };
    config.output.publicPath = '/';
    Object.assign(config.resolve.alias, aliasRuntimeUnico());
    config.optimization = { splitChunks: { cacheGroups: { default: semCopiasPequenas } } };
    config.plugins = [
      new MiniCssExtractPlugin({ filename: isDev ? '[name].css' : '[name].[contenthash:10].css' }),
      buildMarker(),
      // Remotes' production builds use this runtime instead of carrying their own (decision 0814).
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedDeps(dir),
        runtimePlugins,
        experiments: { provideExternalRuntime: true },
      }),
      // The template places main.js itself: preloaded in <head>, started after the first frame (decision 0854).
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src/index.html'),
        chunks: ['main'],
        inject: false,
        templateParameters: marcasDaPagina(dir),
      }),
      ...(isDev ? [] : [new PreComprimirPlugin()]),
      new GrafoDeChunksPlugin(),
      new DeclaracaoDoPortalPlugin({ dir, tipo: 'shell' }),
      new OfertaDoShellPlugin(),
    ];
    return config;
  };
}

module.exports = { createShellConfig };
