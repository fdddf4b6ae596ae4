import { useEffect, type RefObject } from 'react';

const VARIAVEL = '--reserva-dos-avisos';

/** Whether the focused element lies, even in part, under the fixed toast area. */
function encoberto(alvo: Element, area: Element): boolean {
  const a = alvo.getBoundingClientRect();
  const b = area.getBoundingClientRect();
  return b.height > 0 && a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
}

/**
 * Nothing fixed may hide the focused element (WCAG 2.4.11). While toasts are shown, the page reserves their height at
 * its bottom (`--reserva-dos-avisos`: body padding and html scroll-padding, in the stylesheet), so every element can be
 * scrolled clear of them, and a focus that lands under them scrolls the element into the free part of the screen.
 */
export function useFocoNaoEncoberto(areaRef: RefObject<HTMLElement | null>, quantos: number): void {
  useEffect(() => {
    const area = areaRef.current;
    const raiz = document.documentElement;
    if (!area || quantos === 0) {
      raiz.style.removeProperty(VARIAVEL);
      return;
    }
    raiz.style.setProperty(VARIAVEL, `${Math.ceil(area.getBoundingClientRect().height)}px`);
    const aoFocar = (evento: FocusEvent) => {
      const alvo = evento.target;
      if (alvo instanceof Element && !area.contains(alvo) && encoberto(alvo, area)) {
        alvo.scrollIntoView({ block: 'nearest' });
      }
    };
    document.addEventListener('focusin', aoFocar);
    return () => {
      document.removeEventListener('focusin', aoFocar);
      raiz.style.removeProperty(VARIAVEL);
    };
  }, [areaRef, quantos]);
}
