import { useState, type FormEvent } from 'react';
import { PRAZO_DIAS_UTEIS_MAXIMO } from '@portal/contracts';
import { Botao, Campo, formatarData, statusDoErro } from '@portal/ui';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';

export const PRAZO_PADRAO_DIAS_UTEIS = 3;

export interface FormularioConvocacaoProps {
  idTurma: number;
  escolhidas: number[];
  aoConvocar: () => void;
}

const quantas = (n: number) => (n === 1 ? '1 inscrição convocada' : `${n} inscrições convocadas`);

/**
 * Calls up the selected active enrolments (or all of them) with a deadline in working days (decision 1500: default 3,
 * 1 to 30). The result is announced in a live region; the API's refusal is an alert, and a 409 reads the list again.
 */
export function FormularioConvocacao({ idTurma, escolhidas, aoConvocar }: FormularioConvocacaoProps) {
  const [prazo, setPrazo] = useState(String(PRAZO_PADRAO_DIAS_UTEIS));
  const [invalido, setInvalido] = useState<string | null>(null);
  const { rodar, ocupado, erro, sucesso } = useAcao(async (todos: boolean, dias: number) => {
    const pedido = todos
      ? { todos: true, prazoDiasUteis: dias }
      : { idsInscricao: escolhidas, prazoDiasUteis: dias };
    try {
      const resposta = await turmaApi.convocar(idTurma, pedido);
      aoConvocar();
      return `${quantas(resposta.convocadas.length)}. Prazo para confirmar: ${formatarData(resposta.prazo)}.`;
    } catch (recusa) {
      // A 409: an enrolment moved on meanwhile (cancelled, or called up by a colleague). The list shows it now.
      if (statusDoErro(recusa) === 409) aoConvocar();
      throw recusa;
    }
  });

  const convocar = (todos: boolean) => (evento?: FormEvent) => {
    evento?.preventDefault();
    const dias = Number(prazo);
    const valido = /^\d+$/.test(prazo.trim()) && dias >= 1 && dias <= PRAZO_DIAS_UTEIS_MAXIMO;
    setInvalido(valido ? null : `Informe um prazo entre 1 e ${PRAZO_DIAS_UTEIS_MAXIMO} dias úteis.`);
    if (valido) void rodar(todos, dias);
  };
  return (
    <form noValidate onSubmit={convocar(false)} aria-labelledby="titulo-convocacao">
      <h3 id="titulo-convocacao">Convocação</h3>
      <Campo
        id="prazo-convocacao"
        rotulo="Prazo para confirmar (dias úteis)"
        inputMode="numeric"
        value={prazo}
        onChange={(e) => setPrazo(e.target.value)}
        erro={invalido}
        dica="Sábados e domingos não contam; o prazo termina às 23h59 do último dia."
      />
      <Botao type="submit" ocupado={ocupado} disabled={escolhidas.length === 0}>
        {`Convocar selecionados (${escolhidas.length})`}
      </Botao>
      <Botao type="button" variante="secundario" ocupado={ocupado} onClick={convocar(true)}>
        Convocar todos
      </Botao>
      {/* The API's refusal is of the call-up, not of the deadline typed. */}
      {erro ? <p role="alert">{erro}</p> : null}
      <p role="status">{sucesso}</p>
    </form>
  );
}
