import { useStore } from 'zustand';
import { estadoDoAplicativo, instalarOPortal } from '../estado-do-aplicativo';

interface NavegadorDaApple {
  /** Safari on iOS: true when the page runs from the home screen. */
  standalone?: boolean;
}

/** An iPhone or iPad's Safari, not already opened from the home screen: it has no install prompt of its own. */
export function ehIphoneForaDaTelaDeInicio(janela: Window = window): boolean {
  const { userAgent, maxTouchPoints } = janela.navigator;
  const dispositivoDaApple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const instalado =
    (janela.navigator as NavegadorDaApple).standalone === true ||
    janela.matchMedia?.('(display-mode: standalone)').matches === true;
  return dispositivoDaApple && !instalado;
}

/**
 * "Instalar o portal", at the end of the menu (issue 30 item 1; decision 0400): a button only when the browser fired
 * `beforeinstallprompt` (it can install the portal now), and on an iPhone the way to do it by hand, since Safari has
 * no prompt. Drawn only on the client, after the page is interactive (`ParteDoAplicativo`).
 */
export function OfertaDeInstalacao() {
  const pedido = useStore(estadoDoAplicativo, (estado) => estado.pedidoDeInstalacao);
  if (pedido) {
    return (
      <div className="shell-instalar">
        <button type="button" className="shell-instalar__botao" onClick={() => void instalarOPortal()}>
          Instalar o portal
        </button>
      </div>
    );
  }
  if (!ehIphoneForaDaTelaDeInicio()) return null;
  return (
    <details className="shell-instalar">
      <summary>Instalar o portal no iPhone</summary>
      <p>
        No Safari, toque no botão Compartilhar (o quadrado com uma seta para cima) e depois em “Adicionar à
        Tela de Início”. O portal passa a abrir como um aplicativo, pelo ícone do Portal Qualifica.
      </p>
    </details>
  );
}
