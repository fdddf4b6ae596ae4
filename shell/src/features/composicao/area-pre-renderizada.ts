import { createContext } from 'react';

/**
 * Whether the page arrived with the remote's prerendered HTML inside the routed area (the portal's server stitched
 * it, docs/decisions/0830). Only the first remote area the page shows may hydrate that HTML; any later area starts
 * empty.
 */
let aindaNaPagina: boolean | null = null;

/**
 * Read while rendering, so it must give the same answer however often it is asked until an area mounts: React may
 * render the area, throw that attempt away (a click during hydration restarts it at a higher priority) and render it
 * again. Taking the answer on the first ask gave the second attempt a spinner where the server had put the remote's
 * page, and React's #418 threw the whole page's HTML away (decision 0831).
 */
export function areaChegouPreRenderizada(): boolean {
  if (typeof document === 'undefined') return false;
  aindaNaPagina ??= document.querySelector('main > .area-remota')?.hasChildNodes() ?? false;
  return aindaNaPagina;
}

/** Once the first area has mounted (an effect, after the commit): any later area starts empty. */
export function areaPreRenderizadaUsada(): void {
  aindaNaPagina = false;
}

/** True while the shell's build renders its layout around an empty remote area (servidor/moldes-da-area-remota.tsx). */
export const MoldeDaAreaRemota = createContext(false);
