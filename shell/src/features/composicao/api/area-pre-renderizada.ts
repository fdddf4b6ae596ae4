import { createContext } from 'react';

/**
 * Whether the page arrived with the remote's prerendered HTML inside the routed area (the portal's server stitched
 * it, docs/decisions/0830). Asked once, by the first remote area the page shows: only it may hydrate that HTML; any
 * later area starts empty.
 */
let aindaNaPagina: boolean | null = null;

export function tomarAreaPreRenderizada(): boolean {
  if (typeof document === 'undefined') return false;
  aindaNaPagina ??= document.querySelector('main > .area-remota')?.hasChildNodes() ?? false;
  const tomada = aindaNaPagina;
  aindaNaPagina = false;
  return tomada;
}

/** True while the shell's build renders its layout around an empty remote area (servidor/moldes-da-area-remota.tsx). */
export const MoldeDaAreaRemota = createContext(false);
