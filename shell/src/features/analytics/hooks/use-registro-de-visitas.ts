import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { enviarVisita, montarVisita } from '../api/enviar-visita';

/**
 * Sends one page view per route change (path + query). The referrer is the previous portal URL, or the
 * document's referrer for the first page. Waits one tick so the page has set its own document.title.
 */
export function useRegistroDeVisitas(urlColetor: string): void {
  const { pathname, search } = useLocation();
  const anterior = useRef<string | null>(null);

  useEffect(() => {
    const caminho = `${pathname}${search}`;
    const referrer = anterior.current ?? (document.referrer || null);
    anterior.current = `${window.location.origin}${caminho}`;
    const espera = setTimeout(() => enviarVisita(urlColetor, montarVisita(caminho, referrer, document.title || null)), 0);
    return () => clearTimeout(espera);
  }, [pathname, search, urlColetor]);
}
