/**
 * The staff's side of the call-up journeys (issue 15, decision 1500), through the real API as the Administrador demo
 * account: signing in, filling a class so the next enrolment waits in line, calling candidates up. Exported from
 * convocacao.ts too. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { convocarRespostaSchema, type ConvocarResposta } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO } from '..';
import { entrarNaApi, type Sessao } from './inscricao';

export const entrarComoAdministrador = (request: APIRequestContext) =>
  entrarNaApi(request, CONTAS_DEMONSTRACAO.admin.cpf);

/** The class has as many seats as it has taken: the next enrolment goes to the waiting list. */
export async function lotarTurma(request: APIRequestContext, equipe: Sessao, idTurma: number): Promise<void> {
  const turma = await request.get(`/v1/gestao/turmas/${idTurma}`, { headers: equipe.headers });
  expect(turma.status(), await turma.text()).toBe(200);
  const { convocados, inscritos, matriculados } = (await turma.json()) as Record<string, number>;
  const resposta = await request.put(`/v1/gestao/turmas/${idTurma}/vagas`, {
    data: { vagas: inscritos! + convocados! + matriculados! },
    headers: equipe.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
}

export async function convocar(
  request: APIRequestContext,
  equipe: Sessao,
  idTurma: number,
  idsInscricao: number[],
): Promise<ConvocarResposta> {
  const resposta = await request.post(`/v1/gestao/turmas/${idTurma}/convocacoes`, {
    data: { idsInscricao },
    headers: equipe.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return convocarRespostaSchema.parse(await resposta.json());
}
