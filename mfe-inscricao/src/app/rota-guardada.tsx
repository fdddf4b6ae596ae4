import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Decisao } from '@portal/shared-auth';
import { Guarda, useNavegarFora } from '@portal/ui';
import {
  avaliarConferir,
  avaliarOutroFluxo,
  avaliarPassoDoFluxo,
  avaliarModalidades,
  avaliarSoLogin,
} from '../comum/guardas/avaliar-fluxo';
import { avaliarHistorico } from '../comum/guardas/avaliar-historico';
import type { Passo } from '../comum/guardas/decisoes-fluxo';
import type { ModoFluxo } from '../comum/rotas';

/** Renders `children` once `avaliar(url)` allows; redirects leaving this remote go through the shell. */
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

export const guardaPasso = (passo: Passo, modo: ModoFluxo) => (url: string) =>
  avaliarPassoDoFluxo(url, passo, modo);
export { avaliarConferir, avaliarHistorico, avaliarModalidades, avaliarOutroFluxo, avaliarSoLogin };
