import type { MouseEvent, ReactNode } from 'react';
import { useSession, type UsuarioLogado } from '@portal/shared-auth';
import { LinkBotao, type VarianteBotao } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';

/**
 * Renders a page for the signed-in user. The route's guard already lets only signed-in users in;
 * this covers a logout in another tab while the page is open.
 */
export function ComUsuario({ children }: { children: (user: UsuarioLogado) => ReactNode }) {
  const user = useSession((s) => s.user);
  return user ? <>{children(user)}</> : null;
}

/**
 * A real link to another area of the portal: the href works for "open in new tab" and without JavaScript,
 * and a plain click goes through the shell's router instead of reloading the page.
 */
export function LinkFora({
  para,
  children,
  variante,
}: {
  para: string;
  children: ReactNode;
  variante?: VarianteBotao;
}) {
  const navegarFora = useNavegarFora();
  const clicar = (evento: MouseEvent<HTMLAnchorElement>) => {
    if (evento.ctrlKey || evento.metaKey || evento.shiftKey || evento.button !== 0) return;
    evento.preventDefault();
    navegarFora(para);
  };
  return (
    <LinkBotao href={para} onClick={clicar} variante={variante}>
      {children}
    </LinkBotao>
  );
}
