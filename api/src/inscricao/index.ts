/** inscricao's public entry (decision 0300): enrolments, and the rule of who may see or change one. */
export { RepositorioDeInscricoes } from './inscricoes.repositorio.js';
export { ServicoDeInscricoes } from './inscricoes.js';
