import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DONO_DO_PREFIXO, Remote } from '@portal/contracts';
import { useNavegarFora } from '@portal/ui';

/** True when the path's first segment belongs to this remote, so its own router can take it. */
export function ehDestaArea(caminho: string): boolean {
  const primeiro = caminho.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return DONO_DO_PREFIXO[primeiro] === Remote.primeiroEmprego;
}

function cliqueSimples(evento: MouseEvent): boolean {
  return evento.button === 0 && !evento.metaKey && !evento.ctrlKey && !evento.shiftKey && !evento.altKey;
}

interface LinkPortalProps {
  para: string;
  children: ReactNode;
  className?: string;
}

/** A real link anywhere in the portal: this remote's router inside it, the shell's navigation outside it. */
export function LinkPortal({ para, children, className }: LinkPortalProps) {
  const navegarFora = useNavegarFora();
  if (ehDestaArea(para)) {
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
}
