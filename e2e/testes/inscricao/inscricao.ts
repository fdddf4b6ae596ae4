/**
 * Helpers of the enrolment journeys: test data through the real API (enrolments, classes from the catalogue, free
 * seats) and the walk through the novo emprego steps in the browser; sessions and complete candidates are in
 * sessao.ts and cadastro.ts, exported from here too. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  Regras,
  STATUS_INSCRICAO_ATIVOS,
  inscricaoDetalheSchema,
  turmaSchema,
  vagasDaTurmaSchema,
  type Turma,
} from '@portal/contracts';
import type { Sessao } from './sessao';

export * from './sessao';
export * from './cadastro';

/** Every story with Maria starts here, so the stories do not depend on their order. */
export async function cancelarInscricoesAtivasNovoEmprego(
  request: APIRequestContext,
  sessao: Sessao,
): Promise<void> {
  const resposta = await request.get(
    `/v1/inscricao/modalidade/${Regras.modalidadeNovoEmprego}/usuario/${sessao.id}`,
    { headers: sessao.headers },
  );
  expect(resposta.status()).toBe(200);
  const ativas = inscricaoDetalheSchema
    .array()
    .parse(await resposta.json())
    .filter((i) => STATUS_INSCRICAO_ATIVOS.some((s) => s === i.idStatusInscricao));
  for (const inscricao of ativas) {
    const cancelamento = await request.put(`/v1/inscricao/viaRapida/cancelarInscricao/${inscricao.id}`, {
      headers: sessao.headers,
    });
    expect(cancelamento.status(), await cancelamento.text()).toBe(200);
  }
}

export async function inscreverPelaApi(request: APIRequestContext, sessao: Sessao, idTurma: number) {
  const resposta = await request.post('/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
    data: { idTurmaPrincipal: idTurma, idUsuario: sessao.id, idStatusInscricao: 1 },
    headers: sessao.headers,
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return inscricaoDetalheSchema.parse(await resposta.json());
}

export interface Escolha {
  curso: string;
  municipio: string;
  unidade: string;
  turno: RegExp;
}

/** Course "Cuidador de Idosos" is offered in Campinas by the seed (api/src/db/seed/catalogo.ts). */
export const CUIDADOR_EM_CAMPINAS: Escolha = {
  curso: 'Cuidador de Idosos',
  municipio: 'Campinas',
  unidade: 'Centro de Formação Campinas',
  turno: /^Manhã/,
};

/** A class found through the public catalogue, the way the pages find it. */
export async function turmaDoCatalogo(request: APIRequestContext, escolha: Escolha): Promise<Turma> {
  const json = async (url: string) => (await request.get(url)).json();
  const cursos = (await json(`/v1/cursos?modalidade=${Regras.modalidadeNovoEmprego}`)) as {
    id: number;
    nome: string;
  }[];
  const curso = cursos.find((c) => c.nome === escolha.curso)!;
  const municipios = (await json(`/v1/cursos/${curso.id}/municipios`)) as { id: number; nome: string }[];
  const municipio = municipios.find((m) => m.nome === escolha.municipio)!;
  const unidades = (await json(`/v1/cursos/${curso.id}/municipios/${municipio.id}/unidades`)) as {
    nome: string;
    idOrdemServico: number;
  }[];
  const unidade = unidades.find((u) => u.nome === escolha.unidade)!;
  const turmas = turmaSchema.array().parse(await json(`/v1/ordens-servico/${unidade.idOrdemServico}/turmas`));
  const nomes: Record<string, string> = {
    MANHA: 'Manhã',
    TARDE: 'Tarde',
    NOITE: 'Noite',
    INTEGRAL: 'Integral',
  };
  return turmas.find((t) => escolha.turno.test(nomes[t.turno] ?? ''))!;
}

/** Seats left right now: the live seats endpoint, since the class list itself may be cached (decision 0174). */
export async function vagasLivres(request: APIRequestContext, turma: Turma): Promise<number> {
  const resposta = await request.get(`/v1/ordens-servico/${turma.idOrdemServico}/vagas`);
  return vagasDaTurmaSchema
    .array()
    .parse(await resposta.json())
    .find((v) => v.idTurma === turma.id)!.vagasDisponiveis;
}

/** Course, municipality (searchable modal), unit and shift, up to the check-answers page. */
export async function escolherAteConferir(page: Page, escolha: Escolha): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o curso' })).toBeVisible();
  await page.getByLabel(escolha.curso, { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o município' })).toBeVisible();
  await page.getByRole('button', { name: /(Escolher|Trocar) município/ }).click();
  const modal = page.getByRole('dialog', { name: 'Escolha o município' });
  await modal.getByLabel('Pesquisar município').fill(escolha.municipio.slice(0, 5));
  await modal.getByLabel(escolha.municipio, { exact: true }).check();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Município escolhido: ${escolha.municipio}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Escolha a unidade' })).toBeVisible();
  await page.getByLabel(escolha.unidade, { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o turno' })).toBeVisible();
  await page.getByLabel(escolha.turno).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confira suas escolhas' })).toBeVisible();
}

/**
 * The options of a select the API fills (municipality, unit, class): the "Selecione" placeholder is there from the
 * first render, and the select itself only once the page's other reads are in. "Not one option" would also pass with
 * no select yet, and the last option then read could be the placeholder: wait for an answer instead. A class the
 * citizen may not choose is disabled, and left out.
 */
export async function opcoesDaApi(lista: Locator): Promise<Locator> {
  const opcoes = lista.locator('option:not([value=""]):not([disabled])');
  await expect(opcoes.first()).toBeAttached();
  return opcoes;
}

/** Chooses the select's first or last answer, once the API filled it (see opcoesDaApi), and returns its value. */
export async function escolherOpcaoDaApi(
  lista: Locator,
  qual: 'primeira' | 'ultima' = 'ultima',
): Promise<string> {
  const opcoes = await opcoesDaApi(lista);
  const valor = await (qual === 'primeira' ? opcoes.first() : opcoes.last()).getAttribute('value');
  expect(valor).toBeTruthy();
  await lista.selectOption(valor!);
  return valor!;
}
