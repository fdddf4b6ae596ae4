import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useConsentimentoDepoisDaHidratacao } from '../../../comum/consentimento';
import { enviarVisita } from '../api/enviar-visita';
import { aoMudarTitulo, montarVisita } from '../visita';

/**
 * Sends one page view per route change (path + query). The referrer is the previous portal URL, or the
 * document's referrer for the first page. The view waits for the new page's own title (a remote sets it only
 * after its code loads); a route left before that, such as a redirect, is not counted.
 */
export function useRegistroDeVisitas(urlColetor: string): void {
  const { pathname, search } = useLocation();
  // Read during the first render, before any page has set its title: the title to wait to see replaced.
  // (No document when the page is prerendered at build time; effects never run there.)
  const ultimoTitulo = useRef(typeof document === 'undefined' ? '' : document.title);
  const urlAnterior = useRef<string | null>(null);
  const aceito = useConsentimentoDepoisDaHidratacao() === 'aceito';

  useEffect(() => {
    const caminho = `${pathname}${search}`;
    if (!aceito) return;
    const referrer = urlAnterior.current ?? (document.referrer || null);
    urlAnterior.current = `${window.location.origin}${caminho}`;
    return aoMudarTitulo(ultimoTitulo.current, (titulo) => {
      ultimoTitulo.current = titulo;
      enviarVisita(urlColetor, montarVisita(caminho, referrer, titulo || null));
    });
  }, [pathname, search, urlColetor, aceito]);
}
