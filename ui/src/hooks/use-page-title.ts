import { useEffect, useRef } from 'react';
import { documentoJaNavegou } from './navegacao-do-documento';

export const SUFIXO_TITULO = 'Portal Qualifica';

/**
 * Sets "<página> | Portal Qualifica" and, after a client-side navigation, moves focus to the page's h1, so a
 * screen-reader user hears where they landed. On the document's first page focus stays at its start (the skip link
 * comes first; WCAG 2.4.3, decision 0180). Attach the returned ref to the h1, or the first h1 in <main> (else in the
 * document) is used.
 */
export function usePageTitle(titulo: string) {
  const h1Ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${titulo} | ${SUFIXO_TITULO}`;
  }, [titulo]);

  useEffect(() => {
    const h1 =
      h1Ref.current ?? document.querySelector<HTMLHeadingElement>('main h1') ?? document.querySelector('h1');
    if (!h1 || !documentoJaNavegou()) return;
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus();
  }, []);

  return h1Ref;
}
