import type { MouseEvent, ReactNode } from 'react';
import { useNavegarFora } from '@portal/ui';

function abreEmOutraAba(evento: MouseEvent<HTMLAnchorElement>): boolean {
  return evento.button !== 0 || evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey;
}

/**
 * A real link to a page outside this remote: the href works with a new tab or without script,
 * and a plain click goes through the shell's router instead of reloading the portal.
 */
export function LinkPortal({
  para,
  children,
  className,
}: {
  para: string;
  children: ReactNode;
  className?: string;
}) {
  const navegarFora = useNavegarFora();
  function aoClicar(evento: MouseEvent<HTMLAnchorElement>) {
    if (abreEmOutraAba(evento)) return;
    evento.preventDefault();
    navegarFora(para);
  }
  return (
    <a href={para} onClick={aoClicar} className={className}>
      {children}
    </a>
  );
}
