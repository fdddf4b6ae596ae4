/**
 * VLibras, the federal government's sign-language widget (decision 0187): off unless the portal's configuration gives
 * its address; then loaded once, when the browser is idle after the page, never on the boot path.
 */
interface JanelaComVLibras {
  VLibras?: { Widget: new (url: string) => unknown };
  requestIdleCallback?: (fn: () => void) => number;
}

let carregado = false;

/** The markup the widget expects: its access button and the player's wrapper. */
function montarMarcacao(): void {
  const raiz = document.createElement('div');
  raiz.setAttribute('vw', '');
  raiz.className = 'enabled';
  raiz.innerHTML =
    '<div vw-access-button class="active"></div><div vw-plugin-wrapper><div class="vw-plugin-top-wrapper"></div></div>';
  document.body.appendChild(raiz);
}

export function carregarVLibras(url: string): void {
  if (!url || carregado) return;
  carregado = true;
  const janela = window as unknown as JanelaComVLibras;
  const iniciar = () => {
    montarMarcacao();
    const script = document.createElement('script');
    script.src = `${url.replace(/\/$/, '')}/vlibras-plugin.js`;
    script.async = true;
    script.onload = () => janela.VLibras && new janela.VLibras.Widget(url);
    document.body.appendChild(script);
  };
  if (janela.requestIdleCallback) janela.requestIdleCallback(iniciar);
  else window.setTimeout(iniciar, 2000);
}
