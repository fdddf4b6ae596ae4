import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

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

/**
 * What the visitor typed into a prerendered form before the code ran. React keeps the fields' text while it hydrates
 * but not in the form's state, so the next render would blank them: at hydration, each field's text goes into the
 * state (decision 0855).
 */
export function useDigitadoAntesDaHidratacao(
  campos: Readonly<Record<string, RefObject<HTMLInputElement | null>>>,
  definirCampo: (campo: string, valor: string) => void,
): void {
  // Layout effect: it runs in the hydration's own commit, before any later render writes the state back.
  useLayoutEffect(() => {
    for (const [campo, ref] of Object.entries(campos)) {
      const digitado = ref.current?.value;
      if (digitado) definirCampo(campo, digitado);
    }
  }, []); // once, with the fields as hydration found them
}
