/** govbr's public entry (decision 0300): sign-in through gov.br and its one-use tokens. */
export { RepositorioDeTokensGovBr } from './govbr-tokens.repositorio.js';
export { ServicoDeContaPeloGovbr } from './conta-pelo-govbr.js';
