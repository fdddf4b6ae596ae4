import { useState } from 'react';
import type { InscricaoDetalhe } from '@portal/contracts';
import { Botao } from '@portal/ui';

export const MENSAGEM_AGENDA_INDISPONIVEL =
  'Não foi possível preparar o arquivo da agenda agora. Verifique sua conexão e tente de novo.';

/** Hands the file to the browser as a download; the phone offers to open it in its calendar. */
function baixar(nome: string, conteudo: string): void {
  const url = URL.createObjectURL(new Blob([conteudo], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link: the object URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Adicionar à agenda": an .ics written in the browser from the enrolment the page already has, no API call. The
 * writer is its own chunk, loaded at the click: it adds nothing to the page's first load (decision 0418).
 */
export function BotaoAgenda({ inscricao, descricao }: { inscricao: InscricaoDetalhe; descricao?: string }) {
  const [falhou, setFalhou] = useState(false);
  const adicionar = async () => {
    try {
      const { agendaDaInscricao } = await import(
        /* webpackChunkName: "agenda-ics" */ './agenda-da-inscricao'
      );
      const { nome, conteudo } = agendaDaInscricao(inscricao);
      setFalhou(false);
      baixar(nome, conteudo);
    } catch {
      setFalhou(true);
    }
  };
  return (
    <>
      <Botao variante="secundario" onClick={() => void adicionar()}>
        Adicionar à agenda
        {descricao ? <span className="visualmente-oculto">{descricao}</span> : null}
      </Botao>
      {falhou ? <p role="alert">{MENSAGEM_AGENDA_INDISPONIVEL}</p> : null}
    </>
  );
}
