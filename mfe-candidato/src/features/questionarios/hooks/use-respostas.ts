import { useState } from 'react';
import type { Questionario } from '@portal/contracts';
import { notificar } from '@portal/shared-auth';
import { useEnvio, useRascunho, type Validacao } from '@portal/ui';
import { alterarRespostas, enviarRespostas } from '../api/questionarios-api';
import { deRespostasSalvas, idDaPergunta, paraEnvio, validarRespostas, type Respostas } from '../respostas';
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
  const [enviado, setEnviado] = useState(false);

  const responder = (idPergunta: number, valor: string | number[]) =>
    definir((anterior) => ({ ...anterior, [idPergunta]: valor }));

  const primeira = questionario.perguntas[0];
  const { erros, enviando, aoEnviar } = useEnvio({
    validar: (): Validacao<Respostas> => {
      const faltando = validarRespostas(questionario.perguntas, respostas);
      if (Object.keys(faltando).length > 0) return { ok: false, erros: faltando };
      return { ok: true, dados: respostas };
    },
    enviar: async (prontas) => {
      await (salvas ? alterarRespostas : enviarRespostas)({
        idQuestionario: questionario.id,
        idUsuario,
        idCurso: idCurso ?? null,
        respostas: paraEnvio(questionario.perguntas, prontas),
      });
      limpar();
      setEnviado(true);
      notificar.toast(salvas ? 'Respostas alteradas.' : 'Respostas enviadas.', 'success');
    },
    campoErroApi: primeira ? idDaPergunta(primeira.id) : 'questionario',
  });

  return { respostas, responder, erros, enviando, enviado, enviar: aoEnviar };
}
