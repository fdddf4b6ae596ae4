/**
 * What the shell's and every remote's webpack configurations have in common: loaders, output, caching names and the
 * Module Federation plugin with the options they all agree on.
 */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { aliasReactRouter } = require('./shared-deps.cjs');
const { DefinePlugin } = require('webpack');

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

module.exports = { baseConfig, buildMarker, federation };
