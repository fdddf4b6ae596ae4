import { lazy, Suspense, type ComponentType } from 'react';
import { Carregando } from '@portal/ui';

/**
 * A route's page as its own chunk: the route table names the module with `import(/* webpackChunkName: "rota-…" *\/)`
 * and the export, and the page downloads only when its route is visited (decision 0820), behind a spinner. The
 * chunk name is what the byte budget of `pnpm test:all` (bench/orcamento-js.json) looks for. Once loaded, the page
 * renders directly (no spinner on the next visit).
 */
/** Where the page's loader is kept on the component (read at build time only, never by the app). */
export const CARREGAR_PAGINA = '__carregarPagina';

const emCarga = new Set<Promise<unknown>>();
/** Pages whose module is being loaded: the prerender (@portal/remoto/servidor) waits for them and renders again. */
export const paginasEmCarga = (): Promise<unknown>[] => [...emCarga];

export function paginaSobDemanda<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  carregar: () => Promise<M>,
  nome: K,
): M[K] {
  let carregada: ComponentType<object> | null = null;
  const buscar = () => {
    const busca = carregar().then((modulo) => {
      carregada ??= modulo[nome] as ComponentType<object>;
      return { default: carregada };
    });
    emCarga.add(busca);
    void busca.finally(() => emCarga.delete(busca)).catch(() => undefined);
    return busca;
  };
  const Preguicosa = lazy(buscar);
  // Under Jest the modules are local: loading them before the first test keeps route tests synchronous, as they
  // were before the split. (Jest gives every module a `jest` binding; a browser has none.)
  if (typeof jest !== 'undefined') void buscar();

  // Typed at the call site through the return type: the page's own props. The boundary is always there, loaded or
  // not, so a page prerendered with its module loaded has the same shape as the browser's first render (which
  // hydrates it while the chunk arrives).
  function PaginaSobDemanda(props: object) {
    const Pagina = carregada;
    return (
      <Suspense fallback={<Carregando />}>
        {Pagina ? <Pagina {...props} /> : <Preguicosa {...props} />}
      </Suspense>
    );
  }
  // The build's route map (tooling/webpack/paginas-por-rota.mjs) finds the page's chunk through its component.
  const componente = async () => (await carregar())[nome];
  return Object.assign(PaginaSobDemanda, { [CARREGAR_PAGINA]: componente }) as unknown as M[K];
}
