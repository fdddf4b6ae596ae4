/**
 * The starting point of the journeys about an existing enrolment: Maria with exactly one active Novo Emprego
 * enrolment, made through the real API in the Cuidador de Idosos class in Campinas. Not a spec.
 */
import type { APIRequestContext } from '@playwright/test';
import { CONTAS_DEMONSTRACAO } from '..';
import {
  CUIDADOR_EM_CAMPINAS,
  cancelarInscricoesAtivasNovoEmprego,
  entrarNaApi,
  inscreverPelaApi,
  turmaDoCatalogo,
} from './inscricao';

export const { cpf: CPF_DA_MARIA } = CONTAS_DEMONSTRACAO.maria;

/** Cancels whatever Novo Emprego enrolment Maria has left active, then enrols her in the class. */
export async function mariaInscritaNoCuidador(request: APIRequestContext) {
  const sessao = await entrarNaApi(request, CPF_DA_MARIA);
  await cancelarInscricoesAtivasNovoEmprego(request, sessao);
  const turma = await turmaDoCatalogo(request, CUIDADOR_EM_CAMPINAS);
  const inscricao = await inscreverPelaApi(request, sessao, turma.id);
  return { sessao, turma, inscricao };
}
