/**
 * The portal's paths that code outside their owner links or redirects to (spec §2 and §4; decision 0920): the shell's
 * pages the remotes and shared-auth send visitors to, and each remote's pages the shell or another remote opens. The
 * owner defines each of them again in its own `src/config/caminhos.ts` (its route table uses that), and a unit test
 * beside it checks that every entry here under its prefixes is one of its paths: a remote that renames a page learns
 * it from its own tests before the links to it break.
 */
export * as Rota from './rota-caminhos.js';

/** Query parameter that carries the return URL to the login and terms pages. */
export const PARAM_RETORNO = 'returnUrl';

export const API_PREFIXO = '/v1';
