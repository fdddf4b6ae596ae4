/**
 * Helpers of the call-up journeys (issue 15, decision 1500): a class of their own, candidates enrolled through the
 * real API, the settings of the stories and the enrolment as the API sees it; the staff call-up by the Administrador
 * demo account and a deadline as the page shows it are in equipe.ts and relogio.ts, exported from here too. Not a spec:
 * Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Regras, inscricaoDetalheSchema, turmaSchema, type InscricaoDetalhe } from '@portal/contracts';
import { type ContaCriada } from '..';
import {
  criarCandidatoCompleto,
  entrarNaApi,
  entrarNoNavegador,
  inscreverPelaApi,
  type Sessao,
} from './inscricao';
import { convocar, entrarComoAdministrador, lotarTurma } from './equipe';

export * from './equipe';
export * from './relogio';

/**
 * The call-up stories each take one class of this course (two units × two shifts), so none meets another's list; the
 * details-page, calendar and offline stories share the class of 'confirma': they call up only their own candidate (or
 * none) and fill no seat list.
 */
const CURSO_DAS_CONVOCACOES = 'Operador de Empilhadeira';
export const TURMA_DA_HISTORIA = {
  confirma: 0,
  detalhes: 0,
  agenda: 0,
  semConexao: 0,
  cancela: 2,
  acessibilidade: 3,
} as const;

/** The n-th catalogue class of the call-up course (public catalogue: course → municipalities → units → classes). */
export async function turmaDasConvocacoes(request: APIRequestContext, indice: number): Promise<number> {
  const json = async (url: string) => (await request.get(url)).json();
  const cursos = (await json(`/v1/cursos?modalidade=${Regras.modalidadeNovoEmprego}`)) as {
    id: number;
    nome: string;
  }[];
  const curso = cursos.find((c) => c.nome === CURSO_DAS_CONVOCACOES)!;
  const turmas: number[] = [];
  for (const m of (await json(`/v1/cursos/${curso.id}/municipios`)) as { id: number }[]) {
    const unidades = (await json(`/v1/cursos/${curso.id}/municipios/${m.id}/unidades`)) as {
      idOrdemServico: number;
    }[];
    for (const u of unidades) {
      const lista = turmaSchema.array().parse(await json(`/v1/ordens-servico/${u.idOrdemServico}/turmas`));
      turmas.push(...lista.map((t) => t.id).sort((a, b) => a - b));
    }
  }
  expect(turmas.length, `turmas de ${CURSO_DAS_CONVOCACOES}`).toBeGreaterThan(indice);
  return turmas[indice]!;
}

export interface Candidato {
  conta: ContaCriada;
  sessao: Sessao;
  inscricao: InscricaoDetalhe;
}

/** A new candidate (complete registration) enrolled in the class. */
export async function candidatoInscrito(request: APIRequestContext, idTurma: number): Promise<Candidato> {
  const conta = await criarCandidatoCompleto(request);
  const sessao = await entrarNaApi(request, conta.cpf, conta.senha);
  return { conta, sessao, inscricao: await inscreverPelaApi(request, sessao, idTurma) };
}

/** The enrolment as its owner reads it from the API. */
export async function inscricaoNaApi(
  request: APIRequestContext,
  candidato: Candidato,
): Promise<InscricaoDetalhe> {
  const resposta = await request.get(`/v1/inscricao/${candidato.inscricao.id}`, {
    headers: candidato.sessao.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return inscricaoDetalheSchema.parse(await resposta.json());
}

/** The history page's row of an enrolment (its number is the first cell). */
export const linhaDaInscricao = (id: number) => `tr:has(td:text-is("${id}"))`;

/**
 * The setting of the call-up stories: in the story's class, one candidate holds the last seat and is called up, and a
 * second one enrolls after it filled up, so waits in line.
 */
export async function convocadoEUmNaEspera(request: APIRequestContext, indiceDaTurma: number) {
  const idTurma = await turmaDasConvocacoes(request, indiceDaTurma);
  const equipe = await entrarComoAdministrador(request);
  const convocado = await candidatoInscrito(request, idTurma);
  await lotarTurma(request, equipe, idTurma);
  const daEspera = await candidatoInscrito(request, idTurma);
  expect(daEspera.inscricao.idStatusInscricao).toBe(6);
  const { prazo } = await convocar(request, equipe, idTurma, [convocado.inscricao.id]);
  return { equipe, convocado, daEspera, prazo };
}

/**
 * The setting of the stories where the candidate confirms: a new candidate in the story's class, called up by the
 * Administrador, signed in in the browser on the history page.
 */
export async function convocadoNoHistorico(page: Page, request: APIRequestContext, indiceDaTurma: number) {
  const idTurma = await turmaDasConvocacoes(request, indiceDaTurma);
  const candidato = await candidatoInscrito(request, idTurma);
  const { prazo } = await convocar(request, await entrarComoAdministrador(request), idTurma, [
    candidato.inscricao.id,
  ]);
  await entrarNoNavegador(page, request, candidato.conta.cpf, candidato.conta.senha);
  await page.goto('/inscricao/historico');
  return { candidato, prazo };
}
