import {
  respostasQuestionarioSchema,
  type Pergunta,
  type Questionario,
  type RespostasQuestionario,
} from '@portal/contracts';
import type { ErrosPorCampo, Validacao } from '@portal/ui';

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

function errosObrigatorias(questionario: Questionario, respostas: Respostas): ErrosPorCampo {
  const faltando = questionario.perguntas.filter((p) => p.obrigatoria && !respondida(p, respostas));
  return Object.fromEntries(faltando.map((p) => [idDoCampo(p), `Responda: ${p.texto}`]));
}

/** The first question's field: where a refusal of the whole questionnaire is shown. */
export function primeiroCampo(questionario: Questionario): string {
  const primeira = questionario.perguntas[0];
  return primeira ? idDoCampo(primeira) : 'questionario';
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

/** Every required question answered, then the body checked with the schema the API uses. */
export function validarRespostas(
  questionario: Questionario,
  respostas: Respostas,
  idUsuario: number,
  idPeriodo: number,
): Validacao<RespostasQuestionario> {
  const faltando = errosObrigatorias(questionario, respostas);
  if (Object.keys(faltando).length > 0) return { ok: false, erros: faltando };
  const corpo = respostasQuestionarioSchema.safeParse(
    corpoRespostas(questionario, respostas, idUsuario, idPeriodo),
  );
  if (!corpo.success) return { ok: false, erros: { [primeiroCampo(questionario)]: 'Revise as respostas.' } };
  return { ok: true, dados: corpo.data };
}
