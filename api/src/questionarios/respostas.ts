import { Mensagem, type Questionario, type RespostasQuestionario } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import type { RepositorioDeQuestionarios } from './questionarios.repositorio.js';

/**
 * One problem per question: unknown question, answered twice, option not offered or repeated, more than one option to
 * a single choice, required question left empty.
 */
export function problemasDasRespostas(
  perguntas: Questionario['perguntas'],
  respostas: RespostasQuestionario['respostas'],
): string[] {
  const problemas: string[] = [];
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const respondidas = new Set<number>();
  for (const r of respostas) {
    const pergunta = porId.get(r.idPergunta);
    if (!pergunta) {
      problemas.push(`Pergunta ${r.idPergunta} não pertence a este questionário.`);
      continue;
    }
    // Each answer alone fits; two answers to one question would store both (two options to a single choice).
    if (respondidas.has(r.idPergunta)) {
      problemas.push(`${pergunta.texto}: responda só uma vez.`);
      continue;
    }
    respondidas.add(r.idPergunta);
    const validas = new Set(pergunta.opcoes.map((o) => o.id));
    const opcoes = r.idsOpcoes ?? [];
    if (opcoes.some((id) => !validas.has(id))) problemas.push(`${pergunta.texto}: opção inválida.`);
    if (new Set(opcoes).size !== opcoes.length) problemas.push(`${pergunta.texto}: opção repetida.`);
    if (pergunta.tipo === 'UNICA' && (r.idsOpcoes?.length ?? 0) > 1)
      problemas.push(`${pergunta.texto}: escolha só uma opção.`);
  }
  for (const p of perguntas.filter((p) => p.obrigatoria)) {
    const r = respostas.find((x) => x.idPergunta === p.id);
    const vazia = !r || (p.tipo === 'TEXTO' ? !r.texto?.trim() : !r.idsOpcoes?.length);
    if (vazia) problemas.push(`${p.texto}: resposta obrigatória.`);
  }
  return problemas;
}

/**
 * The questionnaire, the account, and the course and period the answer names, exist, and the answers fit its
 * questions; or the refusal that says why (an account, course or period that does not exist was a foreign-key error,
 * a 500).
 */
async function validarRespostas(
  repo: RepositorioDeQuestionarios,
  respostas: RespostasQuestionario,
): Promise<void> {
  const existe = await repo.existentes(respostas);
  if (!existe.questionario) throw Erros.naoEncontrado(Mensagem.questionarioNaoEncontrado);
  if (!existe.usuario) throw Erros.naoEncontrado(Mensagem.usuarioNaoEncontrado);
  if (!existe.curso) throw Erros.naoEncontrado(Mensagem.cursoNaoEncontrado);
  if (!existe.periodo) throw Erros.naoEncontrado(Mensagem.periodoNaoEncontrado);
  const problemas = problemasDasRespostas(
    await repo.perguntas(respostas.idQuestionario),
    respostas.respostas,
  );
  if (problemas.length) throw Erros.invalido(problemas);
}

/** Validates the answers against the questionnaire and stores them once. */
export async function registrarRespostas(
  repo: RepositorioDeQuestionarios,
  respostas: RespostasQuestionario,
): Promise<void> {
  await validarRespostas(repo, respostas);
  if (!(await repo.responder(respostas))) throw Erros.conflito(Mensagem.respostaJaEnviada);
}

/**
 * The enrolment-period questionnaire (QuestionarioMatriculaExpresso): Meu Primeiro Emprego's guard asks whether the
 * candidate answered in the current period, so an answer must name its period, and only the questionnaires of that
 * step count (the enrolment one, or the general one its page uses, decision 0701). Any other, filed under a period,
 * made the guard skip the real questionnaire.
 */
const TIPOS_DA_MATRICULA: readonly string[] = ['MATRICULA', 'GERAL'];

export async function registrarRespostasDaMatricula(
  repo: RepositorioDeQuestionarios,
  respostas: RespostasQuestionario,
): Promise<void> {
  if (!respostas.idPeriodoInscricao) throw Erros.regra(Mensagem.periodoObrigatorio);
  const tipo = await repo.tipo(respostas.idQuestionario);
  if (tipo !== null && !TIPOS_DA_MATRICULA.includes(tipo))
    throw Erros.naoProcessavel(Mensagem.questionarioNaoEDaMatricula);
  await registrarRespostas(repo, respostas);
}

/** The same rules as the first answer; there must be an answer to change (404 otherwise). */
export async function alterarRespostas(
  repo: RepositorioDeQuestionarios,
  respostas: RespostasQuestionario,
): Promise<void> {
  await validarRespostas(repo, respostas);
  if (!(await repo.alterarRespostas(respostas))) throw Erros.naoEncontrado(Mensagem.respostaNaoEncontrada);
}
