/** catalogo's public entry (decision 0300): courses and classes, the FAQ, the programmes' enrolment periods. */
export { RepositorioDeCatalogo } from './catalogo.repositorio.js';
export { RepositorioDePerguntasFaq } from './perguntas-faq.repositorio.js';
export { RepositorioDePeriodos } from './periodos.repositorio.js';
