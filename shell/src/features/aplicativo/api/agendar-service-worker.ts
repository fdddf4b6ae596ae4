import { env } from '../../../config/env';

interface JanelaOciosa {
  requestIdleCallback?: (fazer: () => void, opcoes?: { timeout: number }) => number;
}

/**
 * Starts the service worker's registration after the page is interactive (issue 30 item 7): after `load` and then
 * when the main thread is idle, from a chunk of its own. The first load downloads and runs none of it; a page that
 * is left before then simply registers on the next visit. Development builds have no service worker.
 */
export function agendarServiceWorker(
  registrar: () => Promise<unknown> = () =>
    import(/* webpackChunkName: "service-worker-da-pagina" */ './registrar-service-worker').then((m) =>
      m.registrarServiceWorker(),
    ),
  janela: Window & JanelaOciosa = window,
) {
  if (!env.comServiceWorker || !('serviceWorker' in janela.navigator)) return;
  const quandoOcioso = () => {
    const iniciar = () =>
      void registrar().catch((erro: unknown) =>
        console.warn('[portal] service worker não registrado:', erro),
      );
    if (janela.requestIdleCallback) janela.requestIdleCallback(iniciar, { timeout: 5000 });
    else janela.setTimeout(iniciar, 1000);
  };
  if (janela.document.readyState === 'complete') quandoOcioso();
  else janela.addEventListener('load', quandoOcioso, { once: true });
}
