/** pagamento's public entry (decision 0300): the payments' repository, wired by plugins/app. */
export { RepositorioDePagamentos } from './pagamentos.repositorio.js';
