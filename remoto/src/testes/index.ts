/** Test-only helpers (`@portal/remoto/testes`); ESLint forbids importing them from production code. */
export { renderizarRotasDoRemoto } from './renderizar-rotas';
export { hidratarSemDivergencia } from './hidratar-pagina-servida';
