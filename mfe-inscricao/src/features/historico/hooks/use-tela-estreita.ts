import { useEffect, useState } from 'react';

/**
 * Below this width the history's seven columns do not fit (the table needs about 735 px): each enrolment becomes a
 * card, so its status and actions are on screen without scrolling sideways (issue 28 §11; WCAG 1.4.10).
 */
export const CONSULTA_TELA_ESTREITA = '(max-width: 768px)';

function estreita(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(CONSULTA_TELA_ESTREITA).matches
    : false;
}

/** Whether the screen is narrow now, following rotation and resizing. */
export function useTelaEstreita(): boolean {
  const [valor, setValor] = useState(estreita);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const consulta = window.matchMedia(CONSULTA_TELA_ESTREITA);
    const aoMudar = () => setValor(consulta.matches);
    consulta.addEventListener('change', aoMudar);
    aoMudar();
    return () => consulta.removeEventListener('change', aoMudar);
  }, []);
  return valor;
}
