import { startTransition, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';

/**
 * React's client with a root's first render and its hydration as transitions: React then yields to the browser every
 * few milliseconds instead of holding a cheap phone's main thread in one long task, so a tap is answered while the page
 * comes alive (issue 12's TBT, decision 0850). Later renders (single-spa's `update`) stay as they are.
 */
export const clienteEmTransicao: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(elemento, opcoes) {
    const raiz = ReactDOMClient.createRoot(elemento, opcoes);
    const renderizar = raiz.render.bind(raiz);
    let primeira = true;
    raiz.render = (filhos) => {
      if (!primeira) return renderizar(filhos);
      primeira = false;
      startTransition(() => renderizar(filhos));
    };
    return raiz;
  },
  hydrateRoot(elemento, filhos, opcoes) {
    let raiz: ReturnType<typeof ReactDOMClient.hydrateRoot> | undefined;
    startTransition(() => {
      raiz = ReactDOMClient.hydrateRoot(elemento, filhos, {
        onRecoverableError: relatarFalhaRecuperavel(elemento),
        ...opcoes,
      });
    });
    return raiz!;
  },
};

/**
 * React's production build reports a failed hydration as "Minified React error #418" and nothing else. The component
 * stack it passes here names where the server's HTML and the first client render differed, and which root it was
 * (the shell's `#root` or a remote's area): a rare mismatch seen once in CI is then found from its log (issue 28).
 */
function relatarFalhaRecuperavel(elemento: Element | Document) {
  const raiz = elemento instanceof Element ? elemento.id || elemento.className : 'document';
  return (erro: unknown, info: { componentStack?: string }) =>
    console.error(`[portal] erro recuperável na raiz ${raiz}:`, erro, info.componentStack ?? '');
}

/** The shell's root: hydrated when the portal's server sent it prerendered, rendered otherwise; in slices either way. */
export function hidratarOuRenderizar(elemento: HTMLElement, app: ReactNode): void {
  if (elemento.hasChildNodes()) clienteEmTransicao.hydrateRoot(elemento, app);
  else clienteEmTransicao.createRoot(elemento).render(app);
}
