import { useEffect, useRef, type RefObject } from 'react';
import { documentoJaNavegou } from './navegacao-do-documento';

export const SUFIXO_TITULO = 'Portal Qualifica';

/**
 * How long a page that loads before showing its h1 (a guard's check, an age check, a lazy part) may take and still
 * receive focus when the h1 appears. Past this the citizen has been reading or tabbing for a while: a late h1 taking
 * focus would move them without their asking (WCAG 3.2.1).
 */
export const ESPERA_PELO_H1_MS = 5000;

function h1DaPagina(ref: RefObject<HTMLHeadingElement | null>): HTMLHeadingElement | null {
  return ref.current ?? document.querySelector<HTMLHeadingElement>('main h1') ?? document.querySelector('h1');
}

function focar(h1: HTMLHeadingElement): void {
  if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  h1.focus();
}

/**
 * Focuses the h1 once it is in the document: now, or when a DOM change brings it, within ESPERA_PELO_H1_MS and only
 * while focus is still where the navigation left it (a citizen who moved on is not pulled back). Returns the cleanup.
 */
function focarQuandoHouverH1(ref: RefObject<HTMLHeadingElement | null>): () => void {
  const agora = h1DaPagina(ref);
  if (agora) {
    focar(agora);
    return () => undefined;
  }
  const focoNaChegada = document.activeElement;
  const observador = new MutationObserver(() => {
    const h1 = h1DaPagina(ref);
    if (!h1) return;
    parar();
    const focoNaoMudou = document.activeElement === focoNaChegada || document.activeElement === document.body;
    if (focoNaoMudou) focar(h1);
  });
  const limite = window.setTimeout(() => parar(), ESPERA_PELO_H1_MS);
  function parar() {
    observador.disconnect();
    window.clearTimeout(limite);
  }
  observador.observe(document.body, { childList: true, subtree: true });
  return parar;
}

/**
 * Sets "<página> | Portal Qualifica" and, after a client-side navigation, moves focus to the page's h1, so a
 * screen-reader user hears where they landed; an h1 that appears after the page's data loads is waited for. On the
 * document's first page focus stays at its start (the skip link comes first; WCAG 2.4.3, decision 0188). Attach the
 * returned ref to the h1, or the first h1 in <main> (else in the document) is used.
 */
export function usePageTitle(titulo: string) {
  const h1Ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${titulo} | ${SUFIXO_TITULO}`;
  }, [titulo]);

  useEffect(() => (documentoJaNavegou() ? focarQuandoHouverH1(h1Ref) : undefined), []);

  return h1Ref;
}
