import type { Pergunta, Questionario, RespostasQuestionario } from '@portal/contracts';
import type { ErroDeCampo } from '@portal/ui';

/** What the candidate has typed or ticked, by question id (kept as a draft). */
export type Respostas = Record<string, { idsOpcoes?: number[]; texto?: string }>;

/** The id the error summary links to: the text box, or the first option of a choice question. */
export function idDoCampo(pergunta: Pergunta): string {
  const primeira = pergunta.opcoes[0];
  return pergunta.tipo === 'TEXTO' || !primeira
    ? `pergunta-${pergunta.id}`
    : `pergunta-${pergunta.id}-${primeira.id}`;
}

function respondida(pergunta: Pergunta, respostas: Respostas): boolean {
  const resposta = respostas[pergunta.id];
  return pergunta.tipo === 'TEXTO'
    ? Boolean(resposta?.texto?.trim())
    : (resposta?.idsOpcoes?.length ?? 0) > 0;
}

export function errosObrigatorias(questionario: Questionario, respostas: Respostas): ErroDeCampo[] {
  return questionario.perguntas
    .filter((p) => p.obrigatoria && !respondida(p, respostas))
    .map((p) => ({ campo: idDoCampo(p), mensagem: `Responda: ${p.texto}` }));
}

/** The body of POST /v1/matricula/QuestionarioMatriculaExpresso (respostasQuestionarioSchema). */
export function corpoRespostas(
  questionario: Questionario,
  respostas: Respostas,
  idUsuario: number,
  idPeriodoInscricao: number,
): RespostasQuestionario {
  return {
    idQuestionario: questionario.id,
    idUsuario,
    idPeriodoInscricao,
    respostas: questionario.perguntas
      .filter((p) => respondida(p, respostas))
      .map((p) =>
        p.tipo === 'TEXTO'
          ? { idPergunta: p.id, texto: respostas[p.id]!.texto!.trim() }
          : { idPergunta: p.id, idsOpcoes: respostas[p.id]!.idsOpcoes! },
      ),
  };
}
