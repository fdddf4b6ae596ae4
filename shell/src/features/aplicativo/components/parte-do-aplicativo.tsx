import { lazy, Suspense, useSyncExternalStore } from 'react';
import { aplicativoCarregado, assinarAplicativo, importarAplicativo } from '../api/aplicativo-sob-demanda';
import type { Parte } from './partes-do-aplicativo';

const Partes = lazy(() => importarAplicativo().then((m) => ({ default: m.PartesDoAplicativo })));

/**
 * A place in the layout for the installed portal's notices (the menu's "Instalar o portal", the "Nova versão
 * disponível" bar): empty until the `aplicativo` chunk has loaded, after the page is interactive, so the prerendered
 * layout and its hydration never depend on it.
 */
export function ParteDoAplicativo({ parte }: { parte: Parte }) {
  const carregado = useSyncExternalStore(assinarAplicativo, aplicativoCarregado, () => false);
  return carregado ? (
    <Suspense fallback={null}>
      <Partes parte={parte} />
    </Suspense>
  ) : null;
}
