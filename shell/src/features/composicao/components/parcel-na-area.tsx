import { useEffect, useRef } from 'react';
import type { LifeCycles, Parcel } from 'single-spa';
import type { MontarParcel } from '../api/single-spa-sob-demanda';

type PropsDoPortal = { basename: string; navigate: (destino: string) => void };

export interface ParcelNaAreaProps {
  /** Null while the remote's code loads: the area (empty, or holding the prerendered HTML) waits for it. */
  lifecycles: LifeCycles | null;
  /** single-spa's `mountRootParcel`, loaded with the lifecycles (null while they load). */
  montar: MontarParcel | null;
  aoFalhar: (erro: unknown) => void;
  basename: string;
  navigate: (destino: string) => void;
}

// React owns the element, never its children: the remote's own React root renders (or hydrates) inside it.
const SEM_FILHOS = { __html: '' };

/**
 * The remote's parcel mounted into one `<div class="area-remota">` that stays the same element from the first render
 * on: when the page came prerendered, it is the server's element with the remote's HTML, which the shell's hydration
 * keeps (dangerouslySetInnerHTML: React neither hydrates nor clears its children) and the remote then hydrates.
 */
export function ParcelNaArea({ lifecycles, montar, aoFalhar, basename, navigate }: ParcelNaAreaProps) {
  const area = useRef<HTMLDivElement>(null);
  const falhar = useRef(aoFalhar);
  falhar.current = aoFalhar;

  useEffect(() => {
    const domElement = area.current;
    if (!lifecycles || !montar || !domElement) return;
    const parcel: Parcel = montar<PropsDoPortal>(lifecycles, { domElement, basename, navigate });
    parcel.mountPromise.catch((erro: unknown) => falhar.current(erro));
    return () => {
      void parcel.mountPromise
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch(() => undefined);
    };
  }, [lifecycles, montar, basename, navigate]);

  return (
    <div ref={area} className="area-remota" dangerouslySetInnerHTML={SEM_FILHOS} suppressHydrationWarning />
  );
}
