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
 * Modal dialog behaviour shared by the select modal, the alert and the remotes' confirmations: focus goes in on open
 * (to `focoInicial` or the dialog), Escape closes, and focus returns to the opener.
 *
 * On a native `<dialog>` (decision 0217) the browser does the rest: `showModal()` puts it in the top layer and makes
 * the page behind inert (no Tab, no click, no screen-reader cursor out of it), and a close request the page never sees
 * as a key (Android's back gesture) closes it too, which reaches `aoFechar`. A `<div role="dialog">` of a remote built
 * against @portal/ui before 1.4.0 keeps the Tab trap of before.
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
    const dialogo = dialogoRef.current;
    const nativo = dialogo instanceof HTMLDialogElement ? dialogo : null;
    const fechadoPeloNavegador = () => aoFecharRef.current();
    if (nativo && !nativo.open) nativo.showModal();
    nativo?.addEventListener('close', fechadoPeloNavegador);
    (focoInicial?.current ?? dialogo)?.focus();
    return () => {
      nativo?.removeEventListener('close', fechadoPeloNavegador);
      if (nativo?.open) nativo.close();
      if (abridor && abridor.isConnected) abridor.focus();
    };
  }, [focoInicial]);

  const onKeyDown = (evento: KeyboardEvent<HTMLElement>) => {
    if (evento.key === 'Escape') {
      // The page closes it (the parent unmounts it): the browser's own close of a <dialog> would come second.
      evento.preventDefault();
      evento.stopPropagation();
      aoFecharRef.current();
    } else if (
      evento.key === 'Tab' &&
      dialogoRef.current &&
      !(dialogoRef.current instanceof HTMLDialogElement)
    ) {
      prenderTab(evento, dialogoRef.current);
    }
  };

  return { dialogoRef, onKeyDown };
}
