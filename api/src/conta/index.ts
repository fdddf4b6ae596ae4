/** conta's public entry (decision 0300): the account (usuario table) and the change of its e-mail. */
export { RepositorioDeUsuarios, type UsuarioLinha } from './usuarios.repositorio.js';
export { RepositorioDeAlteracoesDeEmail } from './alteracoes-de-email.repositorio.js';
export { ServicoDeAlteracaoDeEmail } from './alteracao-de-email.js';
export { ServicoDeCadastro } from './cadastro.js';
export { ServicoDeRedefinicaoDeSenha } from './redefinicao-de-senha.js';
export { exigirIdadeMinima } from './idade-minima.js';
