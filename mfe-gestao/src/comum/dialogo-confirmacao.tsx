import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Botao, useDialogo } from '@portal/ui';

export interface DialogoConfirmacaoProps {
  titulo: string;
  texto: string;
  textoConfirmar: string;
  ocupado?: boolean;
  aoConfirmar: () => void;
  aoFechar: () => void;
}

/**
 * An alertdialog that asks before a removal: focus starts on the safe choice ("Cancelar"), Escape closes it, Tab
 * stays inside, and focus returns to the button that opened it.
 */
export function DialogoConfirmacao(props: DialogoConfirmacaoProps) {
  const idTitulo = useId();
  const idTexto = useId();
  const cancelarRef = useRef<HTMLButtonElement>(null);
  const { dialogoRef, onKeyDown } = useDialogo<HTMLDivElement>(props.aoFechar, cancelarRef);

  return createPortal(
    <div className="alerta__fundo">
      <div
        ref={dialogoRef}
        className="alerta"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={idTitulo}
        aria-describedby={idTexto}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={idTitulo}>{props.titulo}</h2>
        <p id={idTexto}>{props.texto}</p>
        <div className="alerta__botoes">
          <Botao ref={cancelarRef} variante="secundario" onClick={props.aoFechar}>
            Cancelar
          </Botao>
          <Botao variante="perigo" ocupado={props.ocupado} onClick={props.aoConfirmar}>
            {props.textoConfirmar}
          </Botao>
        </div>
      </div>
    </div>,
    document.body,
  );
}
