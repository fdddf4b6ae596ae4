/** Test-only helpers (`@portal/ui/testes`); ESLint forbids importing them from production code. */
export { renderizarRotasDoRemoto } from './renderizar-rotas';
export { caminhosPublicadosSemRota } from './caminhos-publicados';
export { hidratarSemDivergencia } from './hidratar-pagina-servida';
