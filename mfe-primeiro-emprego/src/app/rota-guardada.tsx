import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Decisao } from '@portal/shared-auth';
import { Guarda, useNavegarFora } from '@portal/ui';

/** Renders `children` once `avaliar(url)` allows; redirects that leave this remote go through the shell. */
export function RotaGuardada({
  avaliar,
  children,
}: {
  avaliar: (url: string) => Decisao | Promise<Decisao>;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const navegarFora = useNavegarFora();
  return (
    <Guarda avaliar={() => avaliar(`${pathname}${search}`)} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}
