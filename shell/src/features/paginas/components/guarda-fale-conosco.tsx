import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { temAcessoFaleConosco } from '../api/acesso-fale-conosco';

/** fale-conosco is open only with the contact-access flag; anyone else is sent to home (spec §2). */
export function GuardaFaleConosco({ children }: { children: ReactNode }) {
  if (!temAcessoFaleConosco()) return <Navigate to={Rota.home} replace />;
  return <>{children}</>;
}
