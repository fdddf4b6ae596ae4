/** Test-only helpers (`@portal/ui/testes`); ESLint forbids importing them from production code. */
export { renderizarRotasDoRemoto } from './renderizar-rotas';
export { hidratarSemDivergencia } from './hidratar-pagina-servida';
export { turmaDeTeste } from './dados';
