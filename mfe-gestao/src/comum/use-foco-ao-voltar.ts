import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Hands the focus back to the button that opened an in-place confirmation once the confirmation has left the page
 * with its buttons: the focus would otherwise fall to <body>, where keyboard and screen reader users lose their place.
 * It is given after the render that shows the button again and enabled, not on a timer: a busy button is disabled
 * and cannot take it. Only a lost focus is taken back; one the user has moved elsewhere meanwhile stays there.
 */
export function useFocoAoVoltar<T extends HTMLElement>() {
  const alvo = useRef<T>(null);
  const pendente = useRef(false);
  const [, setPedidos] = useState(0);
  useEffect(() => {
    const elemento = alvo.current;
    if (!pendente.current || !elemento || elemento.matches(':disabled')) return;
    pendente.current = false;
    const atual = document.activeElement;
    if (atual === null || atual === document.body) elemento.focus();
  });
  const devolverFoco = useCallback(() => {
    pendente.current = true;
    // A render of its own, so the effect runs even when nothing else on screen changes.
    setPedidos((n) => n + 1);
  }, []);
  return { alvo, devolverFoco };
}
