import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import {
  avaliarGuardaLogin,
  guardaTermosPendentes,
  permitir,
  redirecionar,
  sessionStore,
} from '@portal/shared-auth';
import { Guarda, useNavegarFora, usePortalProps } from '@portal/ui';

/** The visited URL as the portal sees it (with its base path), to come back to after sign-in. */
function useUrlDoPortal(): string {
  const { basename } = usePortalProps();
  const { pathname, search, hash } = useLocation();
  return `${basename.replace(/\/+$/, '')}${pathname}${search}${hash}`;
}

/** The four access checks of spec §4; `papeis` restricts the route to those roles. */
export function ComLogin({ papeis, children }: { papeis?: readonly string[]; children: ReactNode }) {
  const url = useUrlDoPortal();
  const navegarFora = useNavegarFora();
  return (
    <Guarda avaliar={() => avaliarGuardaLogin(url, papeis)} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}

/** atualizar-cadastro: only while the terms are still to be accepted, otherwise to the account page. */
export function ComTermosPendentes({ children }: { children: ReactNode }) {
  const url = useUrlDoPortal();
  const navegarFora = useNavegarFora();
  return (
    <Guarda
      avaliar={() => guardaTermosPendentes({ user: sessionStore.getState().user, url })}
      navegarFora={navegarFora}
    >
      {children}
    </Guarda>
  );
}

/** The account form creates a record: someone already signed in has one, so they edit it instead. */
export function SemSessao({ children }: { children: ReactNode }) {
  const navegarFora = useNavegarFora();
  const avaliar = () => (sessionStore.getState().user ? redirecionar(Rota.usuarioEdit) : permitir());
  return (
    <Guarda avaliar={avaliar} navegarFora={navegarFora}>
      {children}
    </Guarda>
  );
}
