import { useEffect, useRef } from 'react';

export const SUFIXO_TITULO = 'Portal Qualifica';

/**
 * Sets "<página> | Portal Qualifica" and moves focus to the page's h1 on mount, so a screen-reader
 * user hears where a client-side navigation landed. Attach the returned ref to the h1, or the first
 * h1 in <main> (else in the document) is used.
 */
export function usePageTitle(titulo: string) {
  const h1Ref = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${titulo} | ${SUFIXO_TITULO}`;
  }, [titulo]);

  useEffect(() => {
    const h1 = h1Ref.current ?? document.querySelector<HTMLHeadingElement>('main h1') ?? document.querySelector('h1');
    if (!h1) return;
    if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
    h1.focus();
  }, []);

  return h1Ref;
}
