import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Botao, useDialogo } from '@portal/ui';

export interface DialogoConfirmacaoProps {
  titulo: string;
  texto: string;
  textoConfirmar: string;
  textoVoltar?: string;
  ocupado?: boolean;
  /** The refusal of the action: an alert inside the dialog, since the inert page behind it announces nothing. */
  erro?: string | null;
  aoConfirmar: () => void;
  aoFechar: () => void;
}

/**
 * An alertdialog that asks before a destructive action: focus starts on the safe choice, Escape and "Voltar" (or the
 * `textoVoltar` given) close it, the page behind is inert, and focus returns to the button that opened it. What it
 * uses of @portal/ui (Botao, useDialogo) is the shell's singleton.
 */
export function DialogoConfirmacao(props: DialogoConfirmacaoProps) {
  const idTitulo = useId();
  const idTexto = useId();
  const voltarRef = useRef<HTMLButtonElement>(null);
  const { dialogoRef, onKeyDown } = useDialogo<HTMLDialogElement>(props.aoFechar, voltarRef);

  return createPortal(
    <dialog
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
      <p role="alert" className="alerta__erro">
        {props.erro ?? ''}
      </p>
      <div className="alerta__botoes">
        <Botao ref={voltarRef} variante="secundario" onClick={props.aoFechar}>
          {props.textoVoltar ?? 'Voltar'}
        </Botao>
        <Botao variante="perigo" ocupado={props.ocupado} onClick={props.aoConfirmar}>
          {props.textoConfirmar}
        </Botao>
      </div>
    </dialog>,
    document.body,
  );
}
