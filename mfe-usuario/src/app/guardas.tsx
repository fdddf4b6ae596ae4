import type { ReactNode } from 'react';
import {
  avaliarGuardaLogin,
  guardaTermosPendentes,
  permitir,
  redirecionar,
  sessionStore,
} from '@portal/shared-auth';
import { RotaGuardada } from '@portal/remoto';
import { RotaUsuario } from '../config/caminhos';

/**
 * The four access checks of spec §4; `papeis` restricts the route to those roles; `exigeCandidato`, the login guard of
 * spec §6 that requires Candidato on a route listing roles (issue 28 §14).
 */
export function ComLogin({
  papeis,
  exigeCandidato,
  children,
}: {
  papeis?: readonly string[];
  exigeCandidato?: boolean;
  children: ReactNode;
}) {
  return (
    <RotaGuardada avaliar={(url) => avaliarGuardaLogin(url, papeis, { exigeCandidato })}>
      {children}
    </RotaGuardada>
  );
}

/** atualizar-cadastro: only while the terms are still to be accepted, otherwise to the account page. */
export function ComTermosPendentes({ children }: { children: ReactNode }) {
  const avaliar = (url: string) => guardaTermosPendentes({ user: sessionStore.getState().user, url });
  return <RotaGuardada avaliar={avaliar}>{children}</RotaGuardada>;
}

/** The account form creates a record: someone already signed in has one, so they edit it instead. */
export function SemSessao({ children }: { children: ReactNode }) {
  const avaliar = () => (sessionStore.getState().user ? redirecionar(RotaUsuario.usuarioEdit) : permitir());
  return <RotaGuardada avaliar={avaliar}>{children}</RotaGuardada>;
}
