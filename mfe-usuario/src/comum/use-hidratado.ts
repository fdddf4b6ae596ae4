import { useSyncExternalStore } from 'react';

const semMudancas = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page; true from the next render on, and at once when the
 * page is drawn in the browser. The sign-in page's controls wait for it (decision 0855): before hydration a submit
 * would reload the page and lose what was typed, and a click on the gov.br button would do nothing.
 */
export function useHidratado(): boolean {
  return useSyncExternalStore(
    semMudancas,
    () => true,
    () => false,
  );
}
