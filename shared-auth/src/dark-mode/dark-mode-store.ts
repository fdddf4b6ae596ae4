import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { StorageKey } from '@portal/contracts';
import { armazenamento } from '../storage/armazenamento';

export const CLASSE_MODO_ESCURO = 'dark';
export const EVENTO_MODO_ESCURO = 'portal:modo-escuro';

/** Body class first (spec §4), then the saved preference, then the system setting. */
export function modoEscuroInicial(): boolean {
  if (typeof document === 'undefined') return false;
  if (document.body.classList.contains(CLASSE_MODO_ESCURO)) return true;
  const salvo = armazenamento.ler(StorageKey.prefersDarkMode);
  if (salvo === 'true' || salvo === 'false') return salvo === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

// Light at first, as the server renders every page (React's server snapshot while it hydrates one), then the
// visitor's own (decision 1605).
export const darkModeStore = createStore<{ ativo: boolean }>()(() => ({ ativo: false }));
darkModeStore.setState({ ativo: modoEscuroInicial() });

function aplicarNaPagina(ativo: boolean): void {
  document.body.classList.toggle(CLASSE_MODO_ESCURO, ativo);
  window.dispatchEvent(new CustomEvent(EVENTO_MODO_ESCURO, { detail: { ativo } }));
}

/** Applies, saves and broadcasts (the store is the broadcast for React; the event for everyone else). */
export function definirModoEscuro(ativo: boolean): void {
  armazenamento.gravar(StorageKey.prefersDarkMode, String(ativo));
  darkModeStore.setState({ ativo });
  aplicarNaPagina(ativo);
}

export const ativarModoEscuro = (): void => definirModoEscuro(true);
export const desativarModoEscuro = (): void => definirModoEscuro(false);
export const alternarModoEscuro = (): void => definirModoEscuro(!darkModeStore.getState().ativo);

export function useModoEscuro(): boolean {
  return useStore(darkModeStore, (estado) => estado.ativo);
}

/** At load the page is made to match the initial state, without saving a preference the user never chose. */
export function aplicarModoEscuroInicial(): void {
  if (typeof document !== 'undefined')
    document.body.classList.toggle(CLASSE_MODO_ESCURO, darkModeStore.getState().ativo);
}

/** Another tab changed the preference: follow it here without saving it again. */
export function sincronizarModoEscuroComArmazenamento(): void {
  const salvo = armazenamento.ler(StorageKey.prefersDarkMode);
  if (salvo !== 'true' && salvo !== 'false') return;
  darkModeStore.setState({ ativo: salvo === 'true' });
  aplicarNaPagina(salvo === 'true');
}

/** Until the user picks a mode, the portal follows the system setting as it changes (spec §1). */
export function seguirPreferenciaDoSistema(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  const consulta = window.matchMedia('(prefers-color-scheme: dark)');
  consulta.addEventListener?.('change', (evento) => {
    if (armazenamento.ler(StorageKey.prefersDarkMode) !== null) return;
    darkModeStore.setState({ ativo: evento.matches });
    aplicarNaPagina(evento.matches);
  });
}
