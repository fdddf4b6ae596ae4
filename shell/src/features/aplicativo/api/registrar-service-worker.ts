import {
  ARQUIVO_DO_SERVICE_WORKER,
  MENSAGEM_ATUALIZAR,
  MENSAGEM_GUARDAR_JA_CARREGADOS,
  type PedidoDeGuardar,
} from './mensagens-do-service-worker';
import { estadoDoAplicativo } from './estado-do-aplicativo';

/**
 * Registers the service worker and follows its updates (decision 0402). In the `aplicativo` chunk, loaded after the
 * page is interactive (`aplicativo-sob-demanda.ts`): nothing of it is in the first load.
 */
export async function registrarServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const tinhaControlador = Boolean(container.controller);
  const registro = await container.register(ARQUIVO_DO_SERVICE_WORKER, { scope: '/' });

  // A new shell: its service worker installs and waits. The citizen is told, and the page reloads only when they
  // press "atualizar" (never in the middle of a form). The first installation (no controller before) says nothing.
  let pediuAtualizacao = false;
  const oferecer = (esperando: ServiceWorker) =>
    estadoDoAplicativo.setState({
      atualizar: () => {
        pediuAtualizacao = true;
        esperando.postMessage({ tipo: MENSAGEM_ATUALIZAR });
      },
    });
  if (registro.waiting && tinhaControlador) oferecer(registro.waiting);
  registro.addEventListener('updatefound', () => {
    const novo = registro.installing;
    novo?.addEventListener('statechange', () => {
      if (novo.state === 'installed' && container.controller) oferecer(novo);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (pediuAtualizacao) window.location.reload();
  });

  // What this first visit loaded before the service worker existed is kept now, for the next visit (offline too).
  const pronto = await container.ready;
  if (!tinhaControlador) pronto.active?.postMessage(jaCarregados());
}

function jaCarregados(): PedidoDeGuardar {
  const arquivos = performance
    .getEntriesByType('resource')
    .map((entrada) => entrada.name)
    .filter((url) => new URL(url).origin === window.location.origin);
  return {
    tipo: MENSAGEM_GUARDAR_JA_CARREGADOS,
    pagina: window.location.pathname + window.location.search,
    arquivos,
  };
}
