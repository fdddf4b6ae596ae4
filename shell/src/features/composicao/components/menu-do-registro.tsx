import { lazy, Suspense } from 'react';
// A type only: the component itself stays in its own chunk.
import type { PropsDosItensDoRegistro } from './itens-do-registro';

// Reading the registry's menu entries is a chunk of its own (decisions 1560, 1561): the sidebar asks for it only for a
// staff session, so a citizen's browser never loads it.
const ItensDoRegistro = lazy(() =>
  import(/* webpackChunkName: "menu-da-equipe" */ './itens-do-registro').then((m) => ({
    default: m.ItensDoRegistro,
  })),
);

/** The sidebar entries the registry's lines declare for this role, drawn by `children` once they are read. */
export function MenuDoRegistro(props: PropsDosItensDoRegistro) {
  return (
    <Suspense fallback={null}>
      <ItensDoRegistro {...props} />
    </Suspense>
  );
}
