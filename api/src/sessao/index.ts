/** sessao's public entry (decision 0300): server-side sessions, their tokens, and the sign-in limits. */
export { RepositorioDeSessoes, consultaDaSessaoAtiva } from './sessoes.repositorio.js';
export { ServicoDeSessoes } from './sessoes.js';
export { RepositorioDoLimiteDeLogin } from './limite-de-login.repositorio.js';
export { ServicoDeLimiteDeLogin } from './limite-de-login.js';
