import {
  questionarios,
  requisicao,
  questionarioSchema,
  type FiltroRespostas,
  respostasQuestionarioSchema,
  type Questionario,
  type RespostasQuestionario,
} from '@portal/contracts';
import { http } from '@portal/shared-auth';
import { ehNaoEncontrado } from '@portal/remoto';

export type TipoQuestionario = 'EMPRESA' | 'EMPREENDA' | 'GERAL' | 'DINAMICO';

export interface FiltroQuestionario {
  tipo: TipoQuestionario;
  idCurso?: number;
  idQuestionario?: number;
}

/** null when the API has no questionnaire of that kind for the course (404). */
export async function buscarQuestionario(filtro: FiltroQuestionario): Promise<Questionario | null> {
  try {
    const { data } = await http.request<unknown>(requisicao(questionarios.buscar, { query: { ...filtro } }));
    return questionarioSchema.parse(data);
  } catch (erro) {
    if (ehNaoEncontrado(erro)) return null;
    throw erro;
  }
}

export async function enviarRespostas(respostas: RespostasQuestionario): Promise<void> {
  await http.request(
    requisicao(questionarios.registrarRespostas, { corpo: respostasQuestionarioSchema.parse(respostas) }),
  );
}

/** The candidate's saved answers (API: owner only); null while the questionnaire was never answered (404). */
export async function buscarRespostas(
  filtro: FiltroRespostas,
): Promise<RespostasQuestionario['respostas'] | null> {
  try {
    const { data } = await http.request<unknown>(
      requisicao(questionarios.respostas, { query: { ...filtro } }),
    );
    return respostasQuestionarioSchema.parse(data).respostas;
  } catch (erro) {
    if (ehNaoEncontrado(erro)) return null;
    throw erro;
  }
}

/** Saves over the answers already sent (the edit routes). */
export async function alterarRespostas(respostas: RespostasQuestionario): Promise<void> {
  await http.request(
    requisicao(questionarios.alterarRespostas, { corpo: respostasQuestionarioSchema.parse(respostas) }),
  );
}
