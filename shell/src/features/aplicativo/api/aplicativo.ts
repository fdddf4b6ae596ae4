/** The `aplicativo` chunk (loaded by `aplicativo-sob-demanda.ts` once the page is interactive). */
import { ouvirPedidoDeInstalacao } from '../estado-do-aplicativo';
import { seguirQuemEntrou } from '../paginas-de-quem-entrou';
import { registrarServiceWorker } from './registrar-service-worker';

export { PartesDoAplicativo } from '../components/partes-do-aplicativo';

export async function iniciarAplicativo() {
  ouvirPedidoDeInstalacao();
  // The pages of the signed-in areas the service worker keeps go with the person (issue 30 item 3).
  seguirQuemEntrou();
  await registrarServiceWorker();
}
