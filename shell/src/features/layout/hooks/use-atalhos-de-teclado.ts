import { useEffect, useRef } from 'react';
import { atalhoDoEvento, irPara } from '../atalhos';

/** Alt+1 … Alt+4 anywhere on the page (eMAG 3.1, recommendation 1.5). */
export function useAtalhosDeTeclado(abrirMenu: () => void): void {
  const abrirMenuRef = useRef(abrirMenu);
  abrirMenuRef.current = abrirMenu;
  useEffect(() => {
    const aoTeclar = (evento: KeyboardEvent) => {
      const tecla = atalhoDoEvento(evento);
      if (tecla && irPara(tecla, () => abrirMenuRef.current())) evento.preventDefault();
    };
    document.addEventListener('keydown', aoTeclar);
    return () => document.removeEventListener('keydown', aoTeclar);
  }, []);
}
