/** gestao's public entry (decision 0300): the operations area (classes, their lists, the staff and their scopes). */
export { RepositorioDeGestao } from './gestao.repositorio.js';
export { RepositorioDaEquipe } from './equipe.repositorio.js';
export { AutorizacaoDaGestao } from './autorizacao-da-gestao.js';
export { ServicoDeGestao } from './gestao.js';
export { ServicoDaEquipe } from './equipe.js';
export { criarAdministrador, lerDadosDoAdministrador, RecusaDoComando } from './primeiro-administrador.js';
