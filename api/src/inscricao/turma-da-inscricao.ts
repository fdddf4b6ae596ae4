import { Mensagem } from '@portal/contracts';
import type { Executor } from '../db/types.js';
import { Erros } from '../lib/http-error.js';
import type { InscricaoComControle } from './inscricoes.repositorio.js';
import { RepositorioDeVagas, type TurmaParaInscricao } from './vagas.repositorio.js';

/** The class an enrolment asks for, as read: 404 when absent, 409 when it no longer takes enrolments. */
export function exigirTurmaAberta(turma: TurmaParaInscricao | undefined): TurmaParaInscricao {
  if (!turma) throw Erros.naoEncontrado(Mensagem.turmaNaoEncontrada);
  if (!turma.aberta) throw Erros.conflito(Mensagem.turmaEncerrada);
  return turma;
}

export async function turmaAberta(tx: Executor, idTurma: number): Promise<TurmaParaInscricao> {
  return exigirTurmaAberta(await new RepositorioDeVagas(tx).turmaParaInscricao(idTurma));
}

/** One seat of the class, or 409 (full). */
export async function exigirVaga(tx: Executor, idTurma: number): Promise<void> {
  if (!(await new RepositorioDeVagas(tx).ocupar(idTurma))) throw Erros.conflito(Mensagem.turmaLotada);
}

/** The new enrolment; 409 when the class closed meanwhile or another active enrolment of the modality won the race. */
export function criadaOuRecusada(
  resultado: InscricaoComControle | 'fechada' | 'ja-inscrito',
): InscricaoComControle {
  if (resultado === 'fechada') throw Erros.conflito(Mensagem.turmaEncerrada);
  if (resultado === 'ja-inscrito') throw Erros.conflito(Mensagem.jaInscritoNaModalidade);
  return resultado;
}
