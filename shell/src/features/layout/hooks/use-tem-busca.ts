import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SELETOR_BUSCA } from '../atalhos';

/**
 * Whether the current page has a search field (Alt+3 is offered only then). Remotes render their pages after their
 * code loads, so the main area is watched, not read once.
 */
export function useTemBusca(): boolean {
  const { pathname } = useLocation();
  const [temBusca, setTemBusca] = useState(false);
  useEffect(() => {
    const main = document.querySelector('main');
    // In a transition: run right after hydration, a plain update was drawn at once with the rest (decision 0861).
    const verificar = () =>
      startTransition(() => setTemBusca(document.querySelector(SELETOR_BUSCA) !== null));
    verificar();
    if (!main || typeof MutationObserver === 'undefined') return;
    const observador = new MutationObserver(verificar);
    observador.observe(main, { childList: true, subtree: true });
    return () => observador.disconnect();
  }, [pathname]);
  return temBusca;
}
