import { env } from '../../../config/env';

/**
 * The installed portal's code (decisions 0400, 0406) is a chunk of its own, `aplicativo`, loaded after the page is
 * interactive: after `load`, then when the main thread is idle. Only this scheduler and the layout's empty slots are in
 * the first load, beside the device-page mark's reader (`pagina-do-aparelho.ts`, decision 0406); the budget check
 * fails a first load with the service worker's names in it (issue 30 item 7). A page left before then registers on
 * the next visit. Development builds have no service worker.
 */
let carregado = false;
const ouvintes = new Set<() => void>();

export const assinarAplicativo = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  return () => void ouvintes.delete(ouvinte);
};
export const aplicativoCarregado = () => carregado;

interface JanelaOciosa {
  requestIdleCallback?: (fazer: () => void, opcoes?: { timeout: number }) => number;
}

export const importarAplicativo = () => import(/* webpackChunkName: "aplicativo" */ './aplicativo');

export function agendarAplicativo(janela: Window & JanelaOciosa = window) {
  if (!env.comServiceWorker || !('serviceWorker' in janela.navigator)) return;
  const iniciar = () =>
    void importarAplicativo()
      .then(({ iniciarAplicativo }) => iniciarAplicativo())
      .then(() => {
        carregado = true;
        ouvintes.forEach((ouvinte) => ouvinte());
      })
      .catch((erro: unknown) => console.warn('[portal] aplicativo não iniciado:', erro));
  const quandoOcioso = () => {
    if (janela.requestIdleCallback) janela.requestIdleCallback(iniciar, { timeout: 5000 });
    else janela.setTimeout(iniciar, 1000);
  };
  if (janela.document.readyState === 'complete') quandoOcioso();
  else janela.addEventListener('load', quandoOcioso, { once: true });
}
