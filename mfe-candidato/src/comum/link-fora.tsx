import type { MouseEvent, ReactNode } from 'react';
import { LinkBotao, type VarianteBotao } from '@portal/ui';
import { useNavegarFora } from '../app/portal-props';

/**
 * A real link to another area of the portal: the href works for "open in new tab" and without JavaScript,
 * and a plain click goes through the shell's router instead of reloading the page.
 */
export function LinkFora({ para, children, variante }: { para: string; children: ReactNode; variante?: VarianteBotao }) {
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
