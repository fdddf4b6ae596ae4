import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DONO_DO_PREFIXO, type Remote } from '@portal/contracts';
import { useNavegarFora } from './portal-props';

export interface LinkPortalProps {
  para: string;
  children: ReactNode;
  className?: string;
}

/** True when the path's first segment belongs to `remoto`, so that remote's own router can take it. */
export function ehDaArea(caminho: string, remoto: Remote): boolean {
  const primeiro = caminho.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return DONO_DO_PREFIXO[primeiro] === remoto;
}

function cliqueSimples(evento: MouseEvent): boolean {
  return evento.button === 0 && !evento.metaKey && !evento.ctrlKey && !evento.shiftKey && !evento.altKey;
}

/**
 * A real link anywhere in the portal: the href works in a new tab or without script; a plain click goes through
 * the remote's own router for its own paths (when `remoto` is given) and through the shell's router otherwise.
 */
export function criarLinkPortal(remoto?: Remote): ComponentType<LinkPortalProps> {
  return function LinkPortal({ para, children, className }: LinkPortalProps) {
    const navegarFora = useNavegarFora();
    if (remoto !== undefined && ehDaArea(para, remoto)) {
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
