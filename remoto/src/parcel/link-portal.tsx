import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { primeiroSegmento } from '@portal/contracts';
import { useNavegarFora } from './portal-props';

export interface LinkPortalProps {
  para: string;
  children: ReactNode;
  className?: string;
}

/** True when the path's first segment is one of the remote's own prefixes, so its own router can take it. */
export function ehDaArea(caminho: string, prefixos: readonly string[]): boolean {
  return prefixos.includes(primeiroSegmento(caminho));
}

function cliqueSimples(evento: MouseEvent): boolean {
  return evento.button === 0 && !evento.metaKey && !evento.ctrlKey && !evento.shiftKey && !evento.altKey;
}

/**
 * A real link anywhere in the portal: the href works in a new tab or without script; a plain click goes through
 * the remote's own router for its own paths (when its `prefixos` are given) and through the shell's router otherwise.
 */
export function criarLinkPortal(prefixos: readonly string[] = []): ComponentType<LinkPortalProps> {
  return function LinkPortal({ para, children, className }: LinkPortalProps) {
    const navegarFora = useNavegarFora();
    if (ehDaArea(para, prefixos)) {
      return (
        <Link to={para} className={className}>
          {children}
        </Link>
      );
    }
    const aoClicar = (evento: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window (modifier keys) keeps the browser's own behaviour.
      if (!cliqueSimples(evento)) return;
      evento.preventDefault();
      navegarFora(para);
    };
    return (
      <a href={para} className={className} onClick={aoClicar}>
        {children}
      </a>
    );
  };
}
