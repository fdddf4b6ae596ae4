/**
 * Whether this document has already moved from its first page to another (decision 0188). On the first page focus
 * stays at the document start, so a keyboard or screen-reader user meets the accessibility bar and its skip link
 * first; after a navigation, the new page's h1 takes focus. The state lives on `window`, not in this module, because
 * every app (the shell and each remote) may bundle its own copy of @portal/ui.
 */
interface EstadoDaNavegacao {
  navegou: boolean;
}

const CHAVE = '__portalNavegacao';

/** single-spa's history patch marks the popstate it dispatches for each pushState/replaceState. */
type EventoDeHistorico = PopStateEvent & { singleSpaTrigger?: string };

function estado(): EstadoDaNavegacao {
  const global = window as unknown as Record<string, EstadoDaNavegacao | undefined>;
  let atual = global[CHAVE];
  if (!atual) {
    const novo: EstadoDaNavegacao = { navegou: false };
    // The document's address, kept by each popstate and replaceState, so a popstate can tell a jump within the page
    // from a move to another one (a push is a navigation whatever it changes, so it needs no address).
    let endereco = location.href;
    const pagina = (url: string) => url.split('#')[0];
    // A redirect (replaceState) is not a navigation of the user's: the page it lands on is still the first one. Nor is
    // a jump within the page (only the fragment changed): the skip link, followed by the browser itself before the
    // shell hydrates, fires one, and hydration then gave the first page's focus to its h1. A popstate to the same
    // address still counts.
    window.addEventListener('popstate', (evento: EventoDeHistorico) => {
      const anterior = endereco;
      endereco = location.href;
      const salto = endereco !== anterior && pagina(endereco) === pagina(anterior);
      if (evento.singleSpaTrigger !== 'replaceState' && !salto) novo.navegou = true;
    });
    const substituir = window.history.replaceState;
    window.history.replaceState = function (
      this: History,
      ...argumentos: Parameters<History['replaceState']>
    ) {
      substituir.apply(this, argumentos);
      endereco = location.href;
    };
    // The shell's router pushes its own pages and the first remote area before single-spa's patch exists (it comes
    // with the first remote area, decision 0853), so a push is seen here, not only through the patch's popstate.
    const empilhar = window.history.pushState;
    window.history.pushState = function (this: History, ...argumentos: Parameters<History['pushState']>) {
      novo.navegou = true;
      return empilhar.apply(this, argumentos);
    };
    global[CHAVE] = novo;
    atual = novo;
  }
  return atual;
}

// Installed when the shell's boot code imports @portal/ui, before any navigation.
if (typeof window !== 'undefined') estado();

export function documentoJaNavegou(): boolean {
  return estado().navegou;
}
