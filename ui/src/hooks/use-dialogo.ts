import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCAVEIS =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from the last element back to the first and vice versa. */
function prenderTab(evento: KeyboardEvent<HTMLElement>, dialogo: HTMLElement): void {
  const focaveis = Array.from(dialogo.querySelectorAll<HTMLElement>(FOCAVEIS));
  const primeiro = focaveis[0];
  const ultimo = focaveis[focaveis.length - 1];
  if (!primeiro || !ultimo) return evento.preventDefault();
  const ativo = document.activeElement;
  if (evento.shiftKey && (ativo === primeiro || ativo === dialogo)) {
    evento.preventDefault();
    ultimo.focus();
  } else if (!evento.shiftKey && ativo === ultimo) {
    evento.preventDefault();
    primeiro.focus();
  }
}

/**
 * Modal dialog behaviour shared by the select modal and the alert: focus goes in on open (to
 * `focoInicial` or the dialog), Escape closes, Tab is trapped, and focus returns to the opener.
 */
export function useDialogo<T extends HTMLElement>(
  aoFechar: () => void,
  focoInicial?: RefObject<HTMLElement | null>,
) {
  const dialogoRef = useRef<T>(null);
  const aoFecharRef = useRef(aoFechar);
  aoFecharRef.current = aoFechar;

  useEffect(() => {
    const abridor = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focoInicial?.current ?? dialogoRef.current)?.focus();
    return () => {
      if (abridor && abridor.isConnected) abridor.focus();
    };
  }, [focoInicial]);

  const onKeyDown = (evento: KeyboardEvent<HTMLElement>) => {
    if (evento.key === 'Escape') {
      evento.stopPropagation();
      aoFecharRef.current();
    } else if (evento.key === 'Tab' && dialogoRef.current) {
      prenderTab(evento, dialogoRef.current);
    }
  };

  return { dialogoRef, onKeyDown };
}
