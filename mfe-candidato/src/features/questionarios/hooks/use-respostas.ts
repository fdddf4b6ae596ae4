import { useState, type FormEvent } from 'react';
import type { Questionario } from '@portal/contracts';
import { notificar } from '@portal/shared-auth';
import { useRascunho } from '@portal/ui';
import { errosDaApi, type ErrosPorCampo } from '../../../comum/formulario';
import { enviarRespostas } from '../api/questionarios-api';
import { idDaPergunta, paraEnvio, validarRespostas, type Respostas } from '../api/respostas';

export interface ContextoRespostas {
  questionario: Questionario;
  idUsuario: number;
  idCurso?: number;
}

/** Answers kept as a draft per user, questionnaire and course until they are sent. */
export function useRespostas({ questionario, idUsuario, idCurso }: ContextoRespostas) {
  const chave = `candidato:questionario:${questionario.id}:${idCurso ?? 0}:${idUsuario}`;
  const [respostas, definir, limpar] = useRascunho<Respostas>(chave, {});
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
      await enviarRespostas({
        idQuestionario: questionario.id,
        idUsuario,
        idCurso: idCurso ?? null,
        respostas: paraEnvio(questionario.perguntas, respostas),
      });
      limpar();
      setEnviado(true);
      notificar.toast('Respostas enviadas.', 'success');
    } catch (erro) {
      const primeira = questionario.perguntas[0];
      setErros(errosDaApi(erro, primeira ? idDaPergunta(primeira.id) : 'questionario'));
    } finally {
      setEnviando(false);
    }
  };

  return { respostas, responder, erros, enviando, enviado, enviar };
}
