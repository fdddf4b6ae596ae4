import { useId, useRef } from 'react';
import type { AlertaNotificacao, BotaoAlerta } from '@portal/shared-auth';
import { useDialogo } from '../../hooks/use-dialogo';

export interface AlertaDialogoProps {
  alerta: AlertaNotificacao;
  aoFechar: () => void;
}

/** The alert helper's popup (spec §8): header, body lines, buttons; closed only by the user. */
export function AlertaDialogo({ alerta, aoFechar }: AlertaDialogoProps) {
  const idTitulo = useId();
  const idCorpo = useId();
  const primeiroBotao = useRef<HTMLButtonElement>(null);
  const { dialogoRef, onKeyDown } = useDialogo<HTMLDialogElement>(aoFechar, primeiroBotao);

  const clicar = (botao: BotaoAlerta) => {
    aoFechar();
    botao.acao?.();
  };

  return (
    <dialog
      ref={dialogoRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={idTitulo}
      aria-describedby={alerta.corpo.length > 0 ? idCorpo : undefined}
      className={`alerta ${alerta.cssClass}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <h2 id={idTitulo} className="alerta__cabecalho">
        {alerta.cabecalho}
      </h2>
      {alerta.corpo.length > 0 ? (
        <div id={idCorpo} className="alerta__corpo">
          {alerta.corpo.map((linha, i) => (
            <p key={i}>{linha}</p>
          ))}
        </div>
      ) : null}
      <div className="alerta__botoes">
        {alerta.botoes.map((botao, i) => (
          <button
            key={botao.texto}
            ref={i === 0 ? primeiroBotao : undefined}
            type="button"
            className={botao.papel === 'cancel' ? 'botao botao--secundario' : 'botao'}
            onClick={() => clicar(botao)}
          >
            {botao.texto}
          </button>
        ))}
      </div>
    </dialog>
  );
}
