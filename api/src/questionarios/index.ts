/** questionarios' public entry (decision 0300): the questionnaires' repository, wired by plugins/app. */
export { RepositorioDeQuestionarios } from './questionarios.repositorio.js';
