import { useEffect, type RefObject } from 'react';

/** Escape closes the small-screen menu and gives focus back to its button (WCAG 2.1.2 and the disclosure pattern). */
export function useMenuComEscape(
  aberto: boolean,
  definirAberto: (aberto: boolean) => void,
  botaoRef: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!aberto) return;
    const aoTeclar = (evento: KeyboardEvent) => {
      if (evento.key !== 'Escape' || evento.defaultPrevented) return;
      definirAberto(false);
      botaoRef.current?.focus();
    };
    document.addEventListener('keydown', aoTeclar);
    return () => document.removeEventListener('keydown', aoTeclar);
  }, [aberto, definirAberto, botaoRef]);
}
