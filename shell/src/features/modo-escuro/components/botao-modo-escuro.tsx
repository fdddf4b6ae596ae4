import { alternarModoEscuro, useModoEscuro } from '@portal/shared-auth';

export const ROTULO_MODO_ESCURO = 'Modo escuro';

/**
 * A toggle button (aria-pressed) for dark mode. shared-auth applies the body class, saves prefers_dark_mode and
 * broadcasts, so every mounted remote follows at once.
 */
export function BotaoModoEscuro() {
  const ativo = useModoEscuro();
  return (
    <button
      type="button"
      className="shell-botao-modo-escuro"
      aria-pressed={ativo}
      onClick={alternarModoEscuro}
    >
      <span aria-hidden="true">{ativo ? '☾' : '☀'}</span> {ROTULO_MODO_ESCURO}
    </button>
  );
}
