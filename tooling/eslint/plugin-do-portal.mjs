/**
 * The house ESLint plugin (`portal/*`: boundaries.cjs, caminhos-literais.cjs) and what its rules are given: the
 * front-end apps and the portal's first URL segments. Used by the repository's eslint.config.mjs.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const fronteiras = require('./boundaries.cjs');
const { caminhosDoRemoto } = require('../webpack/declaracao-do-portal.cjs');
export const portal = {
  rules: { ...fronteiras.rules, 'caminho-literal': require('./caminhos-literais.cjs') },
};

export const FRONT_ENDS = fronteiras.APPS;
/**
 * The portal's first URL segments, each read from its app's own src/config/caminhos.ts (decision 0920; with the module
 * it imports, contracts' Rota: decision 0921): the remote's PREFIXOS, and the first segment of every path the module
 * defines (the shell has no PREFIXOS). A segment a remote adds to its caminhos.ts is protected at once.
 */
const modulosLidos = new Map();
function prefixosDoApp(app) {
  const arquivo = fileURLToPath(new URL(`../../${app}/src/config/caminhos.ts`, import.meta.url));
  const modulo = caminhosDoRemoto(arquivo, modulosLidos);
  const caminhos = Object.values(modulo)
    .flatMap((valor) =>
      valor && typeof valor === 'object' && !Array.isArray(valor) ? Object.values(valor) : [],
    )
    .filter((valor) => typeof valor === 'string' && valor.startsWith('/'));
  return [...(modulo.PREFIXOS ?? []), ...caminhos.map((caminho) => caminho.split('/')[1])];
}
export const PREFIXOS_DO_PORTAL = [...new Set(FRONT_ENDS.flatMap(prefixosDoApp))];
