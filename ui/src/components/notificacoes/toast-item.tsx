import { useEffect, useState } from 'react';
import type { ToastNotificacao } from '@portal/shared-auth';

export interface ToastItemProps {
  toast: ToastNotificacao;
  aoFechar: (id: number) => void;
}

/**
 * One toast; the timer pauses while the pointer or focus is on it (WCAG 2.2.1, timing adjustable), and an error
 * ('danger') has no timer at all: it stays until the citizen dismisses it.
 */
export function ToastItem({ toast, aoFechar }: ToastItemProps) {
  const [pausado, setPausado] = useState(false);

  useEffect(() => {
    if (pausado || toast.cor === 'danger') return;
    const timer = window.setTimeout(() => aoFechar(toast.id), toast.duracaoMs);
    return () => window.clearTimeout(timer);
  }, [pausado, toast.id, toast.cor, toast.duracaoMs, aoFechar]);

  return (
    <div
      className={`toast toast--${toast.cor}`}
      onMouseEnter={() => setPausado(true)}
      onMouseLeave={() => setPausado(false)}
      onFocus={() => setPausado(true)}
      onBlur={() => setPausado(false)}
    >
      <p className="toast__texto">{toast.texto}</p>
      <button
        type="button"
        className="botao botao--secundario toast__fechar"
        onClick={() => aoFechar(toast.id)}
      >
        {toast.botaoFechar}
      </button>
    </div>
  );
}
