/** Test-only helpers (`@portal/ui/testes`); ESLint forbids importing them from production code. */
export { capturarBaixados } from './baixados';
export { inscricaoDeTeste, turmaDeTeste } from './dados';
export { focoComoNoChromium } from './foco-como-no-chromium';
