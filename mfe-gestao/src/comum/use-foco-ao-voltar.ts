import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Hands the focus to an element once an action or an in-place confirmation is over: back to the button that opened
 * the confirmation, which replaces it, or to the result of an action whose button is now disabled. The focus would
 * otherwise fall to <body> (Chromium) or stay on a disabled button (Firefox), where keyboard and screen reader users
 * lose their place. It is given after the render that shows the element (enabled, for a button), not on a timer: a
 * busy button is disabled and cannot take it. Only a lost focus is taken, or one still at `origem`, where the action
 * started; one the user has moved elsewhere meanwhile stays there.
 */
export function useFocoAoVoltar<T extends HTMLElement>() {
  const alvo = useRef<T>(null);
  const pendente = useRef<{ origem: Element | null } | null>(null);
  const [, setPedidos] = useState(0);
  useEffect(() => {
    const elemento = alvo.current;
    if (!pendente.current || !elemento || elemento.matches(':disabled')) return;
    const { origem } = pendente.current;
    pendente.current = null;
    const atual = document.activeElement;
    if (atual === null || atual === document.body || atual === origem || atual.matches(':disabled'))
      elemento.focus();
  });
  const devolverFoco = useCallback((origem: Element | null = null) => {
    pendente.current = { origem };
    // A render of its own, so the effect runs even when nothing else on screen changes.
    setPedidos((n) => n + 1);
  }, []);
  return { alvo, devolverFoco };
}
