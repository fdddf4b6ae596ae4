/**
 * One webpack + Module Federation configuration for the shell and every remote, so they agree on sharing,
 * chunk naming and caching. A remote exposes `./lifecycles`; the shell declares no remotes at build time
 * (it reads `remotes.json` at boot).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreComprimirPlugin } = require('./pre-comprimir.cjs');
const { aliasReactRouter, sharedDeps } = require('./shared-deps.cjs');
const { OfertaDoShellPlugin } = require('./oferta-do-shell.cjs');
const { DefinePlugin } = require('webpack');
const { GrafoDeChunksPlugin } = require('./grafo-de-chunks.cjs');
const { DeclaracaoDoPortalPlugin } = require('./declaracao-do-portal.cjs');

const swcRule = (isDev) => ({
  test: /\.(ts|tsx)$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2020',
      },
    },
  },
});

const cssRule = () => ({ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] });

function baseConfig({ dir, name, isDev, port }) {
  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    // Production maps stay beside the build for error reports; bundles do not name them (issue #11, decision 0120).
    devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: aliasReactRouter(dir),
    },
    module: {
      rules: [swcRule(isDev), cssRule(), { test: /\.(woff2?|svg|png)$/, type: 'asset/resource' }],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
    },
  };
}

/**
 * `__PORTAL_BUILD_MARKER__` (PORTAL_BUILD_MARKER at build time, '' by default) lets a test tell two builds of the same
 * remote apart after a deploy or a rollback (e2e/jornadas/fundacao/implantacao-independente…).
 */
const buildMarker = () =>
  new DefinePlugin({ __PORTAL_BUILD_MARKER__: JSON.stringify(process.env.PORTAL_BUILD_MARKER ?? '') });

/**
 * `optimization.target: 'web'` lets the federation runtime drop its Node.js loaders (the SDK's script loading through
 * `vm`/`fetch` for servers), which it otherwise ships to the browser: ~1.3 KiB gzip in the shell's main.js and
 * ~0.7 KiB in every remoteEntry.js (decision 0853). `experiments` given by a caller are merged in.
 */
function federation({ experiments, ...options }) {
  return new ModuleFederationPlugin({
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    ...options,
    experiments: { ...experiments, optimization: { target: 'web' } },
  });
}

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
 * shell's (`externalRuntime` here, `provideExternalRuntime` in the shell; decision 0814), ~27 KiB gzip less on every
 * remote page. The standalone page has no shell to take it from, which is why it is left to development builds.
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
      new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), chunks: ['main'], inject: false }),
      ...(isDev ? [] : [new PreComprimirPlugin()]),
      new GrafoDeChunksPlugin(),
      new DeclaracaoDoPortalPlugin({ dir, tipo: 'shell' }),
      new OfertaDoShellPlugin(),
    ];
    return config;
  };
}

module.exports = { createRemoteConfig, createShellConfig };
