/** limites' public entry (decision 0300): the counters behind the rate limits, and the request limits' store. */
export { RepositorioDeContadores, type Contagem } from './contadores.repositorio.js';
export { RepositorioDeLimitesDeRequisicao } from './limites-de-requisicao.repositorio.js';
export { LimiteDeEnumeracao } from './limite-de-enumeracao.js';
