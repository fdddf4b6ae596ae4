/** Test-only helpers (`@portal/ui/testes`); ESLint forbids importing them from production code. */
export { turmaDeTeste } from './dados';
