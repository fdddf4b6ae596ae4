/**
 * What the server needs from a Module Federation manifest (`mf-manifest.json`, written by the remote's build): the
 * files the browser fetches before a remote's `./lifecycles` can run. Only the first render's files: the exposed
 * module's sync chunks, never its async ones (a route's lazy chunks load when that route is visited).
 */
export interface Dica {
  href: string;
  /**
   * `fetch` for JSON read by script (the manifest), `script` for classic webpack chunks, `style` for CSS the runtime
   * inserts later, `folha` for the shell's own CSS, applied at once (a prerendered page must be styled at first paint).
   */
  como: 'fetch' | 'script' | 'style' | 'folha';
  /** A `folha`'s text, when the page may carry it inline (decision 0852). */
  conteudo?: string;
}

interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

export interface ManifestoMf {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

export const MODULO_EXPOSTO = './lifecycles';

/** `publicPath: 'auto'` means "beside the manifest", as the federation runtime resolves it. */
export function baseDoManifesto(urlManifesto: string, manifesto: ManifestoMf): string {
  const publico = manifesto.metaData?.publicPath;
  if (publico && publico !== 'auto') return publico.endsWith('/') ? publico : `${publico}/`;
  return urlManifesto.slice(0, urlManifesto.lastIndexOf('/') + 1);
}

const juntar = (base: string, arquivo: string) => `${base}${arquivo.replace(/^\.?\//, '')}`;

export function dicasDosAssets(base: string, assets: Assets | undefined): Dica[] {
  return [
    ...(assets?.css?.sync ?? []).map((arquivo) => ({ href: juntar(base, arquivo), como: 'style' as const })),
    ...(assets?.js?.sync ?? []).map((arquivo) => ({ href: juntar(base, arquivo), como: 'script' as const })),
  ];
}

/** The manifest itself, the remote's entry and the exposed module's sync chunks, in the order the runtime needs them. */
export function dicasDoRemoto(urlManifesto: string, manifesto: ManifestoMf): Dica[] {
  const base = baseDoManifesto(urlManifesto, manifesto);
  const entrada = manifesto.metaData?.remoteEntry;
  const exposto = manifesto.exposes?.find((e) => e.path === MODULO_EXPOSTO);
  return [
    { href: urlManifesto, como: 'fetch' },
    ...(entrada?.name
      ? [
          {
            href: juntar(base, `${entrada.path ? `${entrada.path}/` : ''}${entrada.name}`),
            como: 'script' as const,
          },
        ]
      : []),
    ...dicasDosAssets(base, exposto?.assets),
  ];
}

/** The shell's shared singletons (react, router, shared-auth…): every remote's first render uses the shell's copies. */
export function dicasCompartilhadasDoShell(manifesto: ManifestoMf): Dica[] {
  const base = baseDoManifesto('/mf-manifest.json', manifesto);
  return (manifesto.shared ?? []).flatMap((item) => dicasDosAssets(base, item.assets));
}
