import { useRef, useState, type FormEvent } from 'react';
import { PRAZO_DIAS_UTEIS_MAXIMO } from '@portal/contracts';
import { Botao, Campo, formatarData, statusDoErro } from '@portal/ui';
import { focarCampo } from '../../../comum/focar-campo';
import { useFocoAoVoltar } from '../../../comum/use-foco-ao-voltar';
import { turmaApi } from '../api/turma-api';
import { useAcao } from '../hooks/use-acao';

export const PRAZO_PADRAO_DIAS_UTEIS = 3;

export interface FormularioConvocacaoProps {
  idTurma: number;
  escolhidas: number[];
  /** The call-up went through: the list and the class's counts changed. */
  aoConvocar: () => void;
  /** The API refused it with a 409 (an enrolment moved on meanwhile): nobody was called up, the list is stale. */
  aoRecusar: () => void;
}

const quantas = (n: number) => (n === 1 ? '1 inscrição convocada' : `${n} inscrições convocadas`);
const diasUteis = (n: number) => (n === 1 ? '1 dia útil' : `${n} dias úteis`);

/**
 * Calls up the selected active enrolments (or all of them) with a deadline in working days (decision 1500: default 3,
 * 1 to 30). The result is announced in a live region; the API's refusal is an alert, and a 409 reads the list again.
 * "Convocar todos" sends e-mails to every active enrolment and cannot be undone, so it is asked first, in place,
 * like closing enrolment or more seats; once answered, the focus goes back to its button. After "Convocar
 * selecionados", whose button is then disabled, it goes to the result or the refusal.
 */
export function FormularioConvocacao({
  idTurma,
  escolhidas,
  aoConvocar,
  aoRecusar,
}: FormularioConvocacaoProps) {
  const [prazo, setPrazo] = useState(String(PRAZO_PADRAO_DIAS_UTEIS));
  const [invalido, setInvalido] = useState<string | null>(null);
  // The deadline "Convocar todos" is asking about, while the question is on screen.
  const [todosCom, setTodosCom] = useState<number | null>(null);
  const pergunta = useRef<HTMLParagraphElement>(null);
  const botaoTodos = useFocoAoVoltar<HTMLButtonElement>();
  // Where the focus goes after "Convocar selecionados": to what happened. Done, the selection clears and the button
  // pressed is disabled; refused, the refusal says why, and the list read again shows what changed.
  const resultado = useFocoAoVoltar<HTMLParagraphElement>();
  const recusa = useFocoAoVoltar<HTMLParagraphElement>();
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
      if (statusDoErro(recusa) === 409) aoRecusar();
      throw recusa;
    }
  });

  /** The deadline typed, in working days; when it is out of range, null, with the error at the field and focus there. */
  const prazoValido = (): number | null => {
    const dias = Number(prazo);
    const valido = /^\d+$/.test(prazo.trim()) && dias >= 1 && dias <= PRAZO_DIAS_UTEIS_MAXIMO;
    setInvalido(valido ? null : `Informe um prazo entre 1 e ${PRAZO_DIAS_UTEIS_MAXIMO} dias úteis.`);
    if (valido) return dias;
    focarCampo('prazo-convocacao');
    return null;
  };
  const convocarEscolhidas = (evento: FormEvent) => {
    evento.preventDefault();
    setTodosCom(null);
    const dias = prazoValido();
    if (dias === null) return;
    const origem = document.activeElement;
    void rodar(false, dias).then((ok) => (ok ? resultado : recusa).devolverFoco(origem));
  };
  const perguntarTodos = () => {
    const dias = prazoValido();
    if (dias === null) return;
    setTodosCom(dias);
    requestAnimationFrame(() => pergunta.current?.focus());
  };
  const fecharPergunta = () => {
    setTodosCom(null);
    botaoTodos.devolverFoco();
  };
  const convocarTodos = async () => {
    if (todosCom === null) return;
    await rodar(true, todosCom);
    fecharPergunta();
  };
  return (
    <form noValidate onSubmit={convocarEscolhidas} aria-labelledby="titulo-convocacao">
      <h3 id="titulo-convocacao">Convocação</h3>
      <Campo
        id="prazo-convocacao"
        rotulo="Prazo para confirmar (dias úteis)"
        inputMode="numeric"
        value={prazo}
        onChange={(e) => {
          setPrazo(e.target.value);
          // The question names the deadline: another one typed makes it stale.
          setTodosCom(null);
        }}
        erro={invalido}
        dica="Sábados e domingos não contam; o prazo termina às 23h59 do último dia."
      />
      <Botao type="submit" ocupado={ocupado} disabled={escolhidas.length === 0}>
        {`Convocar selecionados (${escolhidas.length})`}
      </Botao>
      {todosCom === null ? (
        <Botao
          ref={botaoTodos.alvo}
          type="button"
          variante="secundario"
          ocupado={ocupado}
          onClick={perguntarTodos}
        >
          Convocar todos
        </Botao>
      ) : (
        <div className="gestao-confirmacao">
          <p ref={pergunta} tabIndex={-1}>
            {`Convocar todas as inscrições ativas desta turma, com ${diasUteis(todosCom)} para confirmar? Cada pessoa recebe a convocação por e-mail, e ela não pode ser desfeita.`}
          </p>
          <Botao type="button" ocupado={ocupado} onClick={() => void convocarTodos()}>
            Confirmar: convocar todos
          </Botao>
          <Botao type="button" variante="secundario" onClick={fecharPergunta}>
            Cancelar
          </Botao>
        </div>
      )}
      {/* The API's refusal is of the call-up, not of the deadline typed. */}
      {erro ? (
        <p ref={recusa.alvo} role="alert" tabIndex={-1}>
          {erro}
        </p>
      ) : null}
      <p ref={resultado.alvo} role="status" tabIndex={-1}>
        {sucesso}
      </p>
    </form>
  );
}
