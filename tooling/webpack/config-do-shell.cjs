/**
 * The shell's webpack configuration: the host that owns the URL. It is a runtime host (decision 0860): no federation
 * plugin, so its pages boot without the federation runtime, which its code loads with the first remote area
 * (`shell/src/features/composicao/api/federacao-sob-demanda.ts`) and which then registers the remotes and offers them
 * the shell's singletons.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PreComprimirPlugin } = require('./pre-comprimir.cjs');
const { DicaDeCompilacaoPlugin } = require('./dica-de-compilacao.cjs');
const { DefinePlugin } = require('webpack');
const { IMPORTS_PROPRIOS, SINGLETONS, termosCompartilhados } = require('./shared-deps.cjs');
const { avaliarTypeScript } = require('./avaliar-typescript.cjs');
const { GrafoDeChunksPlugin } = require('./grafo-de-chunks.cjs');
const { DeclaracaoDoPortalPlugin } = require('./declaracao-do-portal.cjs');
const { baseConfig, buildMarker } = require('./config-base.cjs');

/**
 * The shell's boot chunk and its lazy chunks (the statements, the runtime, what only remotes use) import common modules
 * (contracts' messages, routes, storage keys), which webpack's default copies into each below 20 kB. Any size here, so
 * each such module is downloaded once (decision 0853).
 */
const semCopiasPequenas = { minChunks: 2, minSize: 0, priority: -20, reuseExistingChunk: true };

/** The shell's own imports of a singleton resolve to the module it offers (react-router-dom → its browser half). */
function aliasDosCompartilhados() {
  return Object.fromEntries(
    Object.entries(IMPORTS_PROPRIOS).map(([pacote, modulo]) => [`${pacote}$`, modulo]),
  );
}

/** The names the shell's page shares with its code and the portal's server, from contracts (one home each). */
function marcasDaPagina(dir) {
  const arquivo = require.resolve('@portal/contracts/marcas-de-desempenho', { paths: [dir] });
  const { MARCA_PORTAL_PRONTO, ID_DICAS_DEPOIS_DA_PINTURA } = avaliarTypeScript(arquivo);
  return { MARCA_PORTAL_PRONTO, ID_DICAS_DEPOIS_DA_PINTURA };
}

/**
 * What a page with a remote's area loads besides the boot: the chunk names `federacao-sob-demanda.ts` gives the runtime
 * and the singletons only remotes use. The chunk graph lists them for the portal's server and the byte budget.
 */
const GRUPOS_PARA_REMOTOS = ['federacao', 'compartilhados-com-remotos'];

/** The shell: the host that owns the URL, loads remotes at run time and offers them its singletons. */
function createShellConfig({ dir, port }) {
  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const config = baseConfig({ dir, name: 'shell', isDev, port });
    config.entry = { main: './src/index.ts' };
    config.output.publicPath = '/';
    Object.assign(config.resolve.alias, aliasDosCompartilhados());
    config.optimization = { splitChunks: { cacheGroups: { default: semCopiasPequenas } } };
    config.plugins = [
      new MiniCssExtractPlugin({ filename: isDev ? '[name].css' : '[name].[contenthash:10].css' }),
      buildMarker(),
      // The terms the shell offers its singletons on, at the workspace catalog's versions (those of portal-shell.json).
      // `ENV_TARGET` drops the runtime's Node loaders, as `optimization.target: 'web'` did with the plugin (0853).
      new DefinePlugin({
        __COMPARTILHADOS__: JSON.stringify(termosCompartilhados(dir)),
        ENV_TARGET: JSON.stringify('web'),
      }),
      // The template places main.js itself: preloaded in <head>, started after the first frame (decision 0854).
      new HtmlWebpackPlugin({
        template: path.join(dir, 'src/index.html'),
        chunks: ['main'],
        inject: false,
        templateParameters: marcasDaPagina(dir),
      }),
      // The boot's scripts ask V8 to compile all their functions while they stream (decision 0863).
      ...(isDev ? [] : [new DicaDeCompilacaoPlugin(), new PreComprimirPlugin()]),
      new GrafoDeChunksPlugin({
        hospedeiro: { oferece: SINGLETONS, gruposParaRemotos: GRUPOS_PARA_REMOTOS },
      }),
      new DeclaracaoDoPortalPlugin({ dir, tipo: 'shell' }),
    ];
    return config;
  };
}

module.exports = { createShellConfig };
