import { createStore } from 'zustand/vanilla';

/** Chromium's `beforeinstallprompt` event: kept so the menu can offer the installation when the citizen asks. */
export interface PedidoDeInstalacao extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The installed portal's state in this page (decision 0400): whether the browser allows installing it now, and
 * whether a new version of the shell is waiting. Plain store, read by the menu and the update notice.
 */
export const estadoDoAplicativo = createStore<{
  pedidoDeInstalacao: PedidoDeInstalacao | null;
  /** Asks the waiting service worker to take over (set when a new shell version is installed and waiting). */
  atualizar: (() => void) | null;
  /** The oldest copy of a public API answer the page shows since the connection dropped (ms); null when online. */
  copiaDe: number | null;
}>(() => ({ pedidoDeInstalacao: null, atualizar: null, copiaDe: null }));

/** A public API answer came from the device: the notice gives the oldest time the page now shows. */
export function mostrarCopiaDe(copiaDe: number) {
  estadoDoAplicativo.setState(({ copiaDe: antes }) => ({
    copiaDe: antes === null ? copiaDe : Math.min(antes, copiaDe),
  }));
}

/**
 * Where the page's inline script (shell/src/index.html) keeps a `beforeinstallprompt` fired before this chunk loaded:
 * Chromium fires it once, soon after the load, and only when the portal is installable and not yet installed.
 */
export const PEDIDO_GUARDADO_NA_PAGINA = '__portalPedidoDeInstalacao';

/**
 * The browser's own mini-infobar is held back (by the inline script, then here); the menu offers "Instalar o portal"
 * instead, with the event kept for when the citizen asks.
 */
export function ouvirPedidoDeInstalacao(janela: Window = window) {
  const guardado = (janela as unknown as Record<string, PedidoDeInstalacao | undefined>)[
    PEDIDO_GUARDADO_NA_PAGINA
  ];
  if (guardado) estadoDoAplicativo.setState({ pedidoDeInstalacao: guardado });
  janela.addEventListener('beforeinstallprompt', (evento) => {
    evento.preventDefault();
    estadoDoAplicativo.setState({ pedidoDeInstalacao: evento as PedidoDeInstalacao });
  });
  janela.addEventListener('appinstalled', () => estadoDoAplicativo.setState({ pedidoDeInstalacao: null }));
}

export async function instalarOPortal() {
  const pedido = estadoDoAplicativo.getState().pedidoDeInstalacao;
  if (!pedido) return;
  await pedido.prompt();
  // The event can be used once: accepted or not, the browser fires a new one if installing is possible again.
  await pedido.userChoice.catch(() => undefined);
  estadoDoAplicativo.setState({ pedidoDeInstalacao: null });
}
