/** convocacao's public entry (decision 0300): call-ups, the waiting list's offers and their deadline. */
export { ServicoDeConvocacao } from './convocacao.js';
export { RepositorioDeConvocacoes } from './convocacoes.repositorio.js';
export { prazoDaConvocacao } from './prazo-da-convocacao.js';
