import { useRef } from 'react';
import { useSession, type UsuarioLogado } from '@portal/shared-auth';

/**
 * The signed-in user on pages behind the login guard. Keeps the last known user when the session
 * ends while the page is open (logout in another tab), so the page does not crash on its way out.
 */
export function useUsuarioLogado(): UsuarioLogado {
  const user = useSession((s) => s.user);
  const ultimo = useRef(user);
  if (user) ultimo.current = user;
  if (!ultimo.current)
    throw new Error('Página protegida aberta sem usuário: a guarda de login deveria ter redirecionado.');
  return ultimo.current;
}
