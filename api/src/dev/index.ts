/** dev's public entry (decision 0300): the test clock's repository, wired by plugins/app. */
export { RepositorioDoRelogioDeTeste } from './relogio-de-teste.repositorio.js';
