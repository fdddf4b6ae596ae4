const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createShellConfig } = require('@portal/tooling/webpack');
const { avaliarTypeScript } = require('@portal/tooling/webpack/avaliar-typescript');

// The federation runtime, with its recovery plugin, is loaded by the shell's code (federacao-sob-demanda.ts).
const criarConfig = createShellConfig({ dir: __dirname, port: 3100 });

// `pnpm dev` serves only the shell: the registry, published remotes, run-time config and API come from a running
// gateway (`pnpm start`, or PORTAL_GATEWAY_URL), the same files the composed portal uses.
const GATEWAY = process.env.PORTAL_GATEWAY_URL || 'http://localhost:8080';

/** A plugin that adds files to the build once its assets are known (`emitir` receives the compilation). */
function emitirNoBuild(nome, estagio, emitir) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap(nome, (compilation) => {
        compilation.hooks.processAssets.tap({ name: nome, stage: Compilation[estagio] }, () =>
          emitir(compilation, sources),
        );
      });
    },
  };
}

/** Files of public/ (the favicons) emitted under their own names at the root of the build, next to index.html. */
const PUBLICOS = path.join(__dirname, 'public');
const copiarPublicos = () =>
  emitirNoBuild('CopiarPublicos', 'PROCESS_ASSETS_STAGE_ADDITIONAL', (compilation, sources) => {
    for (const nome of fs.readdirSync(PUBLICOS)) {
      const arquivo = path.join(PUBLICOS, nome);
      compilation.fileDependencies.add(arquivo);
      compilation.emitAsset(nome, new sources.RawSource(fs.readFileSync(arquivo)));
    }
  });

/**
 * Writes `carga-inicial.json` beside index.html: the files of the `bootstrap` chunk group (the shell's own code for
 * its first render). The portal's server turns them into preload hints (gateway/src/composicao), so the browser asks
 * for them together with main.js instead of after it has run.
 */
const cargaInicial = () =>
  emitirNoBuild('CargaInicialPlugin', 'PROCESS_ASSETS_STAGE_REPORT', (compilation, sources) => {
    const grupo = compilation.namedChunkGroups.get('bootstrap');
    const arquivos = grupo ? [...grupo.getFiles()].filter((f) => /\.(js|css)$/.test(f)) : [];
    compilation.emitAsset('carga-inicial.json', new sources.RawSource(JSON.stringify({ arquivos })));
  });

/**
 * The installed portal (decision 0400): `manifest.webmanifest` from `src/config/aplicativo.ts` (its paths from
 * contracts' `Rota`) and the icons it names, drawn from the favicon's shapes at build time: no generated image is
 * committed.
 */
const APLICATIVO = path.join(__dirname, 'src/config/aplicativo.ts');
const aplicativoInstalavel = () => ({
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AplicativoInstalavel', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AplicativoInstalavel', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(APLICATIVO);
          const { MANIFESTO_DO_APP, ICONES_DO_APP, ARQUIVO_DO_MANIFESTO } = avaliarTypeScript(APLICATIVO);
          const { desenharIcone } = await import('./scripts/gerar-favicon-png.mjs');
          compilation.emitAsset(
            ARQUIVO_DO_MANIFESTO,
            new sources.RawSource(JSON.stringify(MANIFESTO_DO_APP, null, 2)),
          );
          for (const { arquivo, lado, mascaravel } of ICONES_DO_APP)
            compilation.emitAsset(arquivo, new sources.RawSource(desenharIcone(lado, { mascaravel })));
        },
      );
    });
  },
});

/**
 * The service worker (decisions 0401, 0402): `src/service-worker.ts` compiled by Workbox with the list of the shell's
 * files to precache. Pages are composed by the portal's server, so index.html and the build's JSON files (read by
 * the server, not the browser) are left out, as are source maps and the pre-compressed copies, and favicon.svg, the
 * drawing the PNG icons come from, which no page names (decision 0864).
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.join(__dirname, 'src/service-worker.ts'),
    swDest: 'sw.js',
    exclude: [
      /\.map$/,
      /\.br$/,
      /\.gz$/,
      /\.json$/,
      /^index\.html$/,
      /^prerender\//,
      /LICENSE/,
      /^favicon\.svg$/,
    ],
    // A name with its content hash needs no revision: the name changes with the content.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  });

module.exports = (env, argv) => {
  const config = criarConfig(env, argv);
  config.plugins.push(copiarPublicos(), cargaInicial(), aplicativoInstalavel());
  if (argv.mode !== 'development') config.plugins.push(serviceWorker());
  config.devServer.proxy = [{ context: ['/v1', '/remotes', '/remotes.json', '/config.js'], target: GATEWAY }];
  return config;
};
