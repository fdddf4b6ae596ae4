/**
 * What every federated app shares, as singletons with the version the workspace pins (one catalog), so React,
 * the router, the stores and shared-auth's HTTP client exist once at run time whichever app loads first.
 * Each declares `requiredVersion` as a caret range of the version it was built with
 * (docs/decisions/0901-versoes-compartilhadas-e-incompatibilidade.md).
 * `@portal/contracts` is not shared: it holds constants and zod schemas, no state, and a shared module is never
 * tree-shaken, so sharing it put zod (27 KiB gzip) on every page. Each app bundles the parts it uses.
 */
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'single-spa',
  'single-spa-react',
  'single-spa-react/parcel',
  'zustand',
  'zustand/vanilla',
  '@portal/shared-auth',
  '@portal/ui',
  '@portal/remoto',
];

function versionOf(pkg, fromDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const manifest = require.resolve(`${base}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

/** Shared under a package's name, but built from a narrower module of ours (see react-router-cliente.mjs). */
const IMPORTS_PROPRIOS = { 'react-router-dom': path.join(__dirname, 'react-router-cliente.mjs') };

/**
 * The terms every app shares a singleton built at `version` on, remotes' builds and the shell's run-time offer alike.
 * A range, not the exact build version: a remote built against 1.2.0 runs with a shell that provides 1.3.0, and
 * refuses to mount (strictVersion: the runtime throws, the area shows its panel) with 2.0.0 or 1.1.0.
 */
function termosDoSingleton(version) {
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: true };
}

/** Every singleton on its terms, at the version this app resolves (what the shell offers remotes, decision 0860). */
function termosCompartilhados(appDir) {
  return Object.fromEntries(SINGLETONS.map((pkg) => [pkg, termosDoSingleton(versionOf(pkg, appDir))]));
}

function sharedDeps(appDir) {
  const shared = termosCompartilhados(appDir);
  for (const [pkg, modulo] of Object.entries(IMPORTS_PROPRIOS))
    shared[pkg] = { ...shared[pkg], import: modulo };
  return shared;
}

/**
 * `react-router-producao` → react-router's production ESM build (the package's `exports` only name its development
 * build, with warnings and checks meant for `pnpm dev`). Resolved from the app's own react-router-dom.
 */
function aliasReactRouter(appDir) {
  const rrd = path.dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  const rr = path.dirname(require.resolve('react-router/package.json', { paths: [rrd] }));
  return { 'react-router-producao$': path.join(rr, 'dist/production/index.mjs') };
}

module.exports = {
  sharedDeps,
  termosDoSingleton,
  termosCompartilhados,
  aliasReactRouter,
  SINGLETONS,
  IMPORTS_PROPRIOS,
  appRoot: (dir) => path.resolve(dir),
};
