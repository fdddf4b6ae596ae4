/**
 * What every federated app shares, as singletons with the version the workspace pins (one catalog), so React,
 * the router, the stores and the axios client exist once at run time whichever app loads first.
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
  'axios',
  '@portal/shared-auth',
  '@portal/contracts',
  '@portal/ui',
];

function versionOf(pkg, fromDir) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const manifest = require.resolve(`${base}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedDeps(appDir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, appDir);
    shared[pkg] = { singleton: true, requiredVersion: version, version, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS, appRoot: (dir) => path.resolve(dir) };
