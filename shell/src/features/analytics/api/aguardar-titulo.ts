/** How long a page view waits for the new page to name itself before it is sent with whatever title there is. */
export const ESPERA_MAXIMA_TITULO_MS = 1500;

/**
 * Calls `pronto` once the document title differs from `tituloAnterior` (a remote sets it only after its code has
 * loaded), or after `limiteMs`. Returns a cancel function for when the route changes again first.
 */
export function aoMudarTitulo(tituloAnterior: string, pronto: (titulo: string) => void, limiteMs = ESPERA_MAXIMA_TITULO_MS): () => void {
  let encerrado = false;
  const concluir = () => {
    if (encerrado) return;
    encerrado = true;
    observador.disconnect();
    clearTimeout(limite);
    pronto(document.title);
  };
  const observador = new MutationObserver(() => {
    if (document.title !== tituloAnterior) concluir();
  });
  observador.observe(document.head, { childList: true, subtree: true, characterData: true });
  const limite = setTimeout(concluir, limiteMs);
  if (document.title !== tituloAnterior) concluir();
  return () => {
    encerrado = true;
    observador.disconnect();
    clearTimeout(limite);
  };
}
