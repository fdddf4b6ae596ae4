import {
  ARQUIVO_DO_SERVICE_WORKER,
  MENSAGEM_ATUALIZAR,
  MENSAGEM_COPIA_DA_API,
  MENSAGEM_GUARDAR_JA_CARREGADOS,
  MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS,
  type AvisoDeCopia,
  type PedidoDeGuardar,
  type PedidoDeGuardarDepois,
} from '../mensagens-do-service-worker';
import { estadoDoAplicativo, mostrarCopiaDe } from '../estado-do-aplicativo';

/**
 * Registers the service worker and follows its updates (decision 0406). In the `aplicativo` chunk, loaded after the
 * page is interactive (`aplicativo-sob-demanda.ts`): nothing of it is in the first load.
 */
export async function registrarServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  recarregar: () => void = () => window.location.reload(),
) {
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
    if (pediuAtualizacao) recarregar();
    // Another window of the portal asked for the new version, and its worker took this page too (clientsClaim). This
    // page still runs the old shell, whose files the new worker no longer keeps: the bar stays, never a reload in the
    // middle of a form, and its button reloads (the worker it would have asked is active already).
    else if (tinhaControlador) estadoDoAplicativo.setState({ atualizar: recarregar });
  });
  ouvirCopiasDaApi(container);

  // What this first visit loaded before the service worker existed is kept now, for the next visit (offline too). The
  // list is made once the service worker has taken the page (clientsClaim): a read made after `ready` and before that
  // went through neither the list nor the service worker, and was never kept (a remote's form reading its towns).
  const pronto = await container.ready;
  if (tinhaControlador) return;
  const guardar = () => {
    pronto.active?.postMessage(jaCarregados());
    guardarOsQueTerminaremDepois(pronto, performance.now());
  };
  if (container.controller) guardar();
  else container.addEventListener('controllerchange', guardar, { once: true });
}

/**
 * How long the page watches for reads asked before the service worker took it. One still unanswered after that is
 * kept the next time a page asks for it, through the service worker.
 */
const ESPERA_DOS_QUE_TERMINAM_DEPOIS_MS = 60_000;

/**
 * A read asked before the service worker took the page (at `tomadaEm`) and answered after the list was made is in
 * neither: the service worker never saw it, and the list was made before it ended (the towns of a remote's form, on a
 * slow API: decision 0409). It is sent when it ends. Asked before `tomadaEm` is the test, not `workerStart`: an older
 * Safari leaves that at 0 for every request.
 */
function guardarOsQueTerminaremDepois(pronto: ServiceWorkerRegistration, tomadaEm: number) {
  if (typeof PerformanceObserver === 'undefined') return;
  const observador = new PerformanceObserver((lista) => {
    const arquivos = lista
      .getEntries()
      .filter((entrada) => entrada.startTime < tomadaEm && daOrigem(entrada.name))
      .map((entrada) => entrada.name);
    const depois: PedidoDeGuardarDepois = { tipo: MENSAGEM_GUARDAR_OS_QUE_TERMINARAM_DEPOIS, arquivos };
    if (arquivos.length) pronto.active?.postMessage(depois);
  });
  observador.observe({ type: 'resource' });
  setTimeout(() => observador.disconnect(), ESPERA_DOS_QUE_TERMINAM_DEPOIS_MS);
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
