import {
  ARQUIVO_DO_SERVICE_WORKER,
  MENSAGEM_ATUALIZAR,
  MENSAGEM_COPIA_DA_API,
  MENSAGEM_GUARDAR_JA_CARREGADOS,
  type AvisoDeCopia,
  type PedidoDeGuardar,
} from '../mensagens-do-service-worker';
import { estadoDoAplicativo, mostrarCopiaDe } from '../estado-do-aplicativo';

/**
 * Registers the service worker and follows its updates (decision 0406). In the `aplicativo` chunk, loaded after the
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
  ouvirCopiasDaApi(container);

  // What this first visit loaded before the service worker existed is kept now, for the next visit (offline too). The
  // list is made once the service worker has taken the page (clientsClaim): a read made after `ready` and before that
  // went through neither the list nor the service worker, and was never kept (a remote's form reading its towns).
  const pronto = await container.ready;
  if (tinhaControlador) return;
  const guardar = () => {
    pronto.active?.postMessage(jaCarregados());
    guardarOsQueTerminaremSemEle(pronto);
  };
  if (container.controller) guardar();
  else container.addEventListener('controllerchange', guardar, { once: true });
}

/**
 * A read asked before the service worker took the page and answered after the list was made (a slow API: the towns
 * took 4 s in a test) is in neither: it is sent when it ends. The service worker served every request asked after it
 * took the page (`workerStart` set), so only the ones asked before end with none; the observer stays for the page's
 * life, as the last of those may end at any time.
 */
function guardarOsQueTerminaremSemEle(pronto: ServiceWorkerRegistration) {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((lista) => {
    const arquivos = (lista.getEntries() as PerformanceResourceTiming[])
      .filter((entrada) => entrada.workerStart === 0 && daOrigem(entrada.name))
      .map((entrada) => entrada.name);
    const seguinte: PedidoDeGuardar = { tipo: MENSAGEM_GUARDAR_JA_CARREGADOS, arquivos };
    if (arquivos.length) pronto.active?.postMessage(seguinte);
  }).observe({ type: 'resource' });
}

const daOrigem = (url: string) => new URL(url).origin === window.location.origin;

/**
 * Offline, a page reached through a link (no new document, so no notice written into its HTML) shows public data the
 * service worker read from the device: it says so, with the time. The connection's return takes the notice away.
 */
function ouvirCopiasDaApi(container: ServiceWorkerContainer) {
  container.addEventListener('message', (evento) => {
    const dados = evento.data as Partial<AvisoDeCopia> | null;
    if (dados?.tipo === MENSAGEM_COPIA_DA_API && typeof dados.copiaDe === 'number')
      mostrarCopiaDe(dados.copiaDe);
  });
  window.addEventListener('online', () => estadoDoAplicativo.setState({ copiaDe: null }));
}

function jaCarregados(): PedidoDeGuardar {
  const arquivos = performance
    .getEntriesByType('resource')
    .map((entrada) => entrada.name)
    .filter(daOrigem);
  return {
    tipo: MENSAGEM_GUARDAR_JA_CARREGADOS,
    pagina: window.location.pathname + window.location.search,
    arquivos,
  };
}
