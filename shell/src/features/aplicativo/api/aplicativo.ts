/** The `aplicativo` chunk (loaded by `aplicativo-sob-demanda.ts` once the page is interactive). */
import { ouvirPedidoDeInstalacao } from '../estado-do-aplicativo';
import { registrarServiceWorker } from './registrar-service-worker';

export { PartesDoAplicativo } from '../components/partes-do-aplicativo';

export async function iniciarAplicativo() {
  ouvirPedidoDeInstalacao();
  await registrarServiceWorker();
}
