import { useEffect, useRef } from 'react';

/**
 * Calls `carregarMais` when the sentinel at the end of the list scrolls into view. Returns the
 * sentinel ref and whether the browser can observe (if not, the list shows a button instead).
 */
export function useRolagemInfinita(carregarMais: (() => void) | undefined, ativo: boolean) {
  const sentinelaRef = useRef<HTMLLIElement>(null);
  const carregarRef = useRef(carregarMais);
  carregarRef.current = carregarMais;
  const observavel = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const sentinela = sentinelaRef.current;
    if (!ativo || !observavel || !sentinela) return;
    const observador = new IntersectionObserver((entradas) => {
      if (entradas.some((entrada) => entrada.isIntersecting)) carregarRef.current?.();
    });
    observador.observe(sentinela);
    return () => observador.disconnect();
  }, [ativo, observavel]);

  return { sentinelaRef, observavel };
}
