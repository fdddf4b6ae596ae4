/**
 * Chromium's focus fixup, which jsdom lacks: a focused element that becomes disabled (a busy button, "Próxima página"
 * on the last page) loses the focus to <body>, where keyboard and screen reader users lose their place. jsdom keeps
 * the focus on it, which hides the defect. Call in beforeEach; it returns the function that stops it, for afterEach.
 */
export function focoComoNoChromium(): () => void {
  const observador = new MutationObserver((mudancas) => {
    for (const { target } of mudancas)
      if (target === document.activeElement && (target as Element).matches(':disabled')) perderOFoco();
  });
  observador.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observador.disconnect();
}

/** jsdom ignores blur() on a disabled element, but drops the focus to <body> when the focused element leaves. */
function perderOFoco(): void {
  const passagem = Object.assign(document.createElement('span'), { tabIndex: -1 });
  document.body.append(passagem);
  passagem.focus();
  passagem.remove();
}
