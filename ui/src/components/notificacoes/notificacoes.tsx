import { useCallback, useEffect, useRef, useState } from 'react';
import { assinarNotificacoes, type AlertaNotificacao, type ToastNotificacao } from '@portal/shared-auth';
import { AlertaDialogo } from './alerta-dialogo';
import { ToastItem } from './toast-item';
import { useFocoNaoEncoberto } from './use-foco-nao-encoberto';

/** Renders the shared-auth notification bus. The shell mounts it once, for every remote. */
export function Notificacoes() {
  const [toasts, setToasts] = useState<ToastNotificacao[]>([]);
  const [alertas, setAlertas] = useState<AlertaNotificacao[]>([]);

  useEffect(
    () =>
      assinarNotificacoes((notificacao) => {
        if (notificacao.tipo === 'toast') setToasts((lista) => [...lista, notificacao]);
        else setAlertas((fila) => [...fila, notificacao]);
      }),
    [],
  );

  const fecharToast = useCallback((id: number) => setToasts((lista) => lista.filter((t) => t.id !== id)), []);
  const fecharAlerta = useCallback(() => setAlertas((fila) => fila.slice(1)), []);
  const alertaAtual = alertas[0];
  const areaRef = useRef<HTMLDivElement>(null);
  useFocoNaoEncoberto(areaRef, toasts.length);

  return (
    <>
      <div ref={areaRef} className="toasts" role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} aoFechar={fecharToast} />
        ))}
      </div>
      {alertaAtual ? (
        <AlertaDialogo key={alertaAtual.id} alerta={alertaAtual} aoFechar={fecharAlerta} />
      ) : null}
    </>
  );
}
