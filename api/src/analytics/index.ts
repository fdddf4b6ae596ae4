/** analytics' public entry (decision 0300): what plugins/app wires. Its routes are registered by src/rotas.ts. */
export { RepositorioDePageviews } from './pageviews.repositorio.js';
