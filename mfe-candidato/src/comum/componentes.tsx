import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useSession, type UsuarioLogado } from '@portal/shared-auth';
import { Botao, LinkBotao, Painel, type VarianteBotao } from '@portal/ui';
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

/**
 * A page's data that could not be loaded (a 503, no connection): announced at once (an error Painel is an alert,
 * under its heading) with a retry in place, so a draft the citizen typed comes back with the form, without reloading
 * the portal. The pressed button goes away while it loads: focus waits on the page's h1, where what comes next (the
 * content, or this notice again) follows, instead of falling to <body>.
 */
export function FalhaNaCarga({
  titulo,
  h1,
  recarregar,
}: {
  titulo: string;
  h1: RefObject<HTMLHeadingElement | null>;
  recarregar: () => void;
}) {
  const tentarDeNovo = () => {
    const alvo = h1.current;
    if (alvo) {
      alvo.tabIndex = -1;
      alvo.focus();
    }
    recarregar();
  };
  return (
    <Painel tipo="erro" titulo={titulo}>
      <p>Verifique sua conexão e tente novamente.</p>
      <Botao variante="secundario" onClick={tentarDeNovo}>
        Tentar novamente
      </Botao>
    </Painel>
  );
}
