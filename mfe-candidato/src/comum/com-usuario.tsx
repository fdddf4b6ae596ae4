import type { ReactNode } from 'react';
import { useSession, type UsuarioLogado } from '@portal/shared-auth';

/**
 * Renders a page for the signed-in user. The route's guard already lets only signed-in users in;
 * this covers a logout in another tab while the page is open.
 */
export function ComUsuario({ children }: { children: (user: UsuarioLogado) => ReactNode }) {
  const user = useSession((s) => s.user);
  return user ? <>{children(user)}</> : null;
}
