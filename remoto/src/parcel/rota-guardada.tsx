import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Decisao } from '@portal/shared-auth';
import { useNavegarFora, usePortalProps } from './portal-props';
import { Guarda } from '@portal/ui';

/** The visited URL as the portal sees it (with its base path), to come back to after sign-in. */
export function useUrlDoPortal(): string {
  const { basename } = usePortalProps();
  const { pathname, search, hash } = useLocation();
  return `${basename.replace(/\/+$/, '')}${pathname}${search}${hash}`;
}

export interface RotaGuardadaProps {
  /** The route's checks (shared-auth's guards), given the portal URL being visited. */
  avaliar: (url: string) => Decisao | Promise<Decisao>;
  children: ReactNode;
}

/**
 * A remote's guarded route: renders `children` once `avaliar(url)` allows; a redirect that leaves the remote goes
 * through the shell's router. The one version every remote uses (issue #13 §4).
 */
export function RotaGuardada({ avaliar, children }: RotaGuardadaProps) {
  const url = useUrlDoPortal();
  const navegarFora = useNavegarFora();
  return (
    <Guarda avaliar={() => avaliar(url)} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}
