/** saude's public entry (decision 0300): the health check's repository, wired by plugins/app. */
export { RepositorioDeSaude } from './saude.repositorio.js';
