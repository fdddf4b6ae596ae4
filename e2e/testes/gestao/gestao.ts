import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  inscricao,
  Programa,
  Regras,
  requisicao,
  StatusInscricao,
  turmasDaGestaoSchema,
  type TurmaDaGestao,
} from '@portal/contracts';
import { criarCandidatoCompleto, entrarNaApi, type Sessao } from '../inscricao/inscricao';

/** The staff demo accounts (API seed, decision 1500), by e-mail; the password is the demo one. */
export const EQUIPE = {
  executora: 'executora@exemplo.com.br',
} as const;

/** The classes a staff account sees, through the API as that account. */
export async function turmasVistasPor(request: APIRequestContext, sessao: Sessao): Promise<TurmaDaGestao[]> {
  const resposta = await request.get('/v1/gestao/turmas?porPagina=100', {
    headers: sessao.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return turmasDaGestaoSchema.parse(await resposta.json()).itens;
}

/** A class of the Executora's unit (the first she sees), and her API session. */
export async function turmaDaExecutora(request: APIRequestContext) {
  const sessao = await entrarNaApi(request, EQUIPE.executora);
  const [turma] = await turmasVistasPor(request, sessao);
  expect(turma, 'a Executora semeada acompanha ao menos uma turma').toBeDefined();
  return { sessao, turma: turma! };
}

/** Opens a class page of the operations area and waits for its enrolment list. */
export async function abrirTurma(page: Page, idTurma: number): Promise<void> {
  await page.goto(`/gestao/turmas/${idTurma}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Turma ${idTurma}:`) })).toBeVisible();
}

/** Seats of the class that nobody holds (the waiting list holds none). */
export const livres = (t: TurmaDaGestao) => t.vagas - t.inscritos - t.convocados - t.matriculados;

export interface CandidataInscrita {
  cpf: string;
  senha: string;
  sessao: Sessao;
  idInscricao: number;
}

/** A new complete candidate enrolled in the class through its programme's own call (its period is open). */
export async function inscreverNovaCandidata(
  request: APIRequestContext,
  turma: Pick<TurmaDaGestao, 'id' | 'idPrograma'>,
): Promise<CandidataInscrita> {
  const conta = await criarCandidatoCompleto(request);
  const sessao = await entrarNaApi(request, conta.cpf, conta.senha);
  const { url } =
    turma.idPrograma === Regras.modalidadeNovoEmprego
      ? requisicao(inscricao.criarOuAlterarNovoEmprego, {})
      : requisicao(inscricao.programaNovo, { params: { id: sessao.id } });
  const resposta = await request.post(url, {
    data: { idTurmaPrincipal: turma.id, idUsuario: sessao.id, idStatusInscricao: StatusInscricao.Ativa },
    headers: sessao.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  const { id } = (await resposta.json()) as { id: number };
  return { cpf: conta.cpf, senha: conta.senha, sessao, idInscricao: id };
}

/**
 * A class of the Executora with at least three active enrolments: one she already has, or else her first open
 * fast-track class with three free seats, given three new candidates through the API (never into the database).
 */
export async function turmaComTresAtivas(request: APIRequestContext) {
  const sessao = await entrarNaApi(request, EQUIPE.executora);
  const turmas = (await turmasVistasPor(request, sessao)).filter((t) => t.inscricoesAbertas);
  const pronta = turmas.find((t) => t.inscritos >= 3);
  if (pronta) return { sessao, turma: pronta };
  const turma = turmas.find((t) => t.idPrograma === Programa.ViaRapidaEmprego && livres(t) >= 3);
  expect(turma, 'a Executora semeada tem uma turma do Via Rápida com três vagas livres').toBeDefined();
  for (let i = 0; i < 3; i += 1) await inscreverNovaCandidata(request, turma!);
  return { sessao, turma: turma! };
}
