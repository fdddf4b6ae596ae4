import type * as SingleSpa from 'single-spa';

export type MontarParcel = typeof SingleSpa.mountRootParcel;

let carga: Promise<typeof SingleSpa> | null = null;

/**
 * The singletons the shell provides to remotes but does not draw with itself (its boot takes `@portal/ui/hospedeiro`).
 * Module federation provides only what the build imports, so without these imports the shell's manifest stopped
 * listing them and `deploy:remote` refused every remote ("o shell em execução não compartilha este pacote"). They load
 * with the first remote area, which needs them, never on the boot path of the shell's own pages (decision 0853).
 */
const compartilhadosComOsRemotos = () =>
  Promise.all([import('@portal/ui'), import('single-spa-react'), import('single-spa-react/parcel')]);

/**
 * single-spa (≈ 6 KiB gzip) comes with the first remote area instead of on the boot path of the shell's own pages
 * (decision 0853). Parcel-only: no registerApplication, no start(). The history patch makes every pushState/replaceState
 * dispatch a popstate, so the shell's router and each remote's router follow one URL; it is applied here, once, before
 * the first parcel mounts (no remote router exists before that). A failed load is forgotten, so a retry loads again.
 */
export function carregarSingleSpa(): Promise<typeof SingleSpa> {
  carga ??= Promise.all([import('single-spa'), compartilhadosComOsRemotos()]).then(
    ([singleSpa]) => {
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
