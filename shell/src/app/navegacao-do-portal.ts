/**
 * Navigation for code that runs outside React (the session-expiry callback of the HTTP client). The router
 * registers its navigate here; before that, a plain history push does the same, because single-spa's patched
 * history turns it into a popstate that every router follows.
 */
type Navegar = (destino: string) => void;

let navegarAtual: Navegar = (destino) => window.history.pushState(null, '', destino);

export function definirNavegacaoDoPortal(navegar: Navegar): void {
  navegarAtual = navegar;
}

export function navegarNoPortal(destino: string): void {
  navegarAtual(destino);
}
