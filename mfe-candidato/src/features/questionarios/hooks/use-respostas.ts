import { useState, type FormEvent } from 'react';
import type { Questionario } from '@portal/contracts';
import { notificar } from '@portal/shared-auth';
import { useRascunho } from '@portal/ui';
import { errosDaApi, type ErrosPorCampo } from '../../../comum/formulario';
import { alterarRespostas, enviarRespostas } from '../api/questionarios-api';
import {
  deRespostasSalvas,
  idDaPergunta,
  paraEnvio,
  validarRespostas,
  type Respostas,
} from '../api/respostas';
import type { RespostasSalvas } from './use-questionario';

export interface ContextoRespostas {
  questionario: Questionario;
  idUsuario: number;
  idCurso?: number;
  /** Answers sent before: the form opens with them and saving changes them (PUT) instead of a second POST (409). */
  salvas: RespostasSalvas;
}

/** Answers kept as a draft per user, questionnaire and course until they are sent. */
export function useRespostas({ questionario, idUsuario, idCurso, salvas }: ContextoRespostas) {
  const chave = `candidato:questionario:${questionario.id}:${idCurso ?? 0}:${idUsuario}`;
  const [respostas, definir, limpar] = useRascunho<Respostas>(chave, salvas ? deRespostasSalvas(salvas) : {});
  const [erros, setErros] = useState<ErrosPorCampo>({});
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState(false);

  const responder = (idPergunta: number, valor: string | number[]) =>
    definir((anterior) => ({ ...anterior, [idPergunta]: valor }));

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const faltando = validarRespostas(questionario.perguntas, respostas);
    setErros(faltando);
    if (Object.keys(faltando).length > 0) return;
    setEnviando(true);
    try {
      await (salvas ? alterarRespostas : enviarRespostas)({
        idQuestionario: questionario.id,
        idUsuario,
        idCurso: idCurso ?? null,
        respostas: paraEnvio(questionario.perguntas, respostas),
      });
      limpar();
      setEnviado(true);
      notificar.toast(salvas ? 'Respostas alteradas.' : 'Respostas enviadas.', 'success');
    } catch (erro) {
      const primeira = questionario.perguntas[0];
      setErros(errosDaApi(erro, primeira ? idDaPergunta(primeira.id) : 'questionario'));
    } finally {
      setEnviando(false);
    }
  };

  return { respostas, responder, erros, enviando, enviado, enviar };
}
