import type * as SingleSpa from 'single-spa';

export type MontarParcel = typeof SingleSpa.mountRootParcel;

let carga: Promise<typeof SingleSpa> | null = null;

/**
 * single-spa (≈ 6 KiB gzip) comes with the first remote area instead of on the boot path of the shell's own pages
 * (decision 0853). Parcel-only: no registerApplication, no start(). The history patch makes every pushState/replaceState
 * dispatch a popstate, so the shell's router and each remote's router follow one URL; it is applied here, once, before
 * the first parcel mounts (no remote router exists before that). A failed load is forgotten, so a retry loads again.
 */
export function carregarSingleSpa(): Promise<typeof SingleSpa> {
  // The chunk that also carries what the shell offers remotes (federacao-sob-demanda.ts, decision 0860).
  carga ??= import(/* webpackChunkName: "compartilhados-com-remotos" */ 'single-spa').then(
    (singleSpa) => {
      singleSpa.patchHistoryApi({ urlRerouteOnly: true });
      return singleSpa;
    },
    (erro: unknown) => {
      carga = null;
      throw erro;
    },
  );
  return carga;
}
