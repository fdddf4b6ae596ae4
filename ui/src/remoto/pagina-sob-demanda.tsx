import { lazy, Suspense, type ComponentType } from 'react';
import { Carregando } from '../components/painel';

/**
 * A route's page as its own chunk: the route table names the module with `import(/* webpackChunkName: "rota-…" *\/)`
 * and the export, and the page downloads only when its route is visited (decision 0820), behind a spinner. The
 * chunk name is what the byte budget of `pnpm test:all` (bench/orcamento-js.json) looks for. Once loaded, the page
 * renders directly (no spinner on the next visit).
 */
/** Where the page's loader is kept on the component (read at build time only, never by the app). */
export const CARREGAR_PAGINA = '__carregarPagina';

export function paginaSobDemanda<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  carregar: () => Promise<M>,
  nome: K,
): M[K] {
  let carregada: ComponentType<object> | null = null;
  const buscar = async () => {
    carregada ??= (await carregar())[nome] as ComponentType<object>;
    return { default: carregada };
  };
  const Preguicosa = lazy(buscar);
  // Under Jest the modules are local: loading them before the first test keeps route tests synchronous, as they
  // were before the split. (Jest gives every module a `jest` binding; a browser has none.)
  if (typeof jest !== 'undefined') void buscar();

  // Typed at the call site through the return type: the page's own props.
  function PaginaSobDemanda(props: object) {
    const Pagina = carregada;
    if (Pagina) return <Pagina {...props} />;
    return (
      <Suspense fallback={<Carregando />}>
        <Preguicosa {...props} />
      </Suspense>
    );
  }
  // The build's route map (tooling/webpack/paginas-por-rota.mjs) finds the page's chunk through its component.
  const componente = async () => (await carregar())[nome];
  return Object.assign(PaginaSobDemanda, { [CARREGAR_PAGINA]: componente }) as unknown as M[K];
}
