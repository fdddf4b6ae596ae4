/**
 * Helpers of the enrolment journeys: test data through the real API (sign-in, complete candidates, enrolments,
 * free seats) and the walk through the novo emprego steps in the browser. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  HttpNome,
  Regras,
  STATUS_INSCRICAO_ATIVOS,
  authenticationResponseSchema,
  inscricaoDetalheSchema,
  turmaSchema,
  vagasDaTurmaSchema,
  type Turma,
} from '@portal/contracts';
import {
  comCalma,
  confirmarEmail,
  criarConta,
  idDoToken,
  SENHA_DEMONSTRACAO,
  type ContaCriada,
} from '../../testes';

export interface Sessao {
  id: number;
  headers: Record<string, string>;
}

/** Bearer plus the double-submit CSRF header the API asks of every state-changing call. */
async function cabecalhos(request: APIRequestContext, token: string): Promise<Record<string, string>> {
  await comCalma(request).get('/v1/health');
  const csrf =
    (await request.storageState()).cookies.find((c) => c.name === HttpNome.csrfCookie)?.value ?? '';
  return { Authorization: `Bearer ${token}`, [HttpNome.csrfHeader]: csrf };
}

async function autenticar(request: APIRequestContext, login: string, senha: string) {
  const resposta = await comCalma(request).post('/v1/usuario/authentication', {
    data: { login, senha },
    headers: await cabecalhos(request, ''),
  });
  expect(resposta.status(), await resposta.text()).toBe(200);
  return authenticationResponseSchema.parse(await resposta.json());
}

export async function entrarNaApi(
  request: APIRequestContext,
  login: string,
  senha = SENHA_DEMONSTRACAO,
): Promise<Sessao> {
  const { token } = await autenticar(request, login, senha);
  return { id: idDoToken(token), headers: await cabecalhos(request, token) };
}

/**
 * Signs the browser in with a session from the credentials call, stored under the spec's keys as the login page
 * does; these stories are about enrolment, and the sign-in pages have their own journeys.
 */
export async function entrarNoNavegador(
  page: Page,
  request: APIRequestContext,
  login: string,
  senha = SENHA_DEMONSTRACAO,
): Promise<void> {
  const sessao = await autenticar(request, login, senha);
  await page.goto('/home');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('refresh_token', refreshToken);
  }, sessao);
}

/** Every story with Maria starts here, so the stories do not depend on their order. */
export async function cancelarInscricoesAtivasNovoEmprego(
  request: APIRequestContext,
  sessao: Sessao,
): Promise<void> {
  const resposta = await comCalma(request).get(
    `/v1/inscricao/modalidade/${Regras.modalidadeNovoEmprego}/usuario/${sessao.id}`,
    { headers: sessao.headers },
  );
  expect(resposta.status()).toBe(200);
  const ativas = inscricaoDetalheSchema
    .array()
    .parse(await resposta.json())
    .filter((i) => STATUS_INSCRICAO_ATIVOS.some((s) => s === i.idStatusInscricao));
  for (const inscricao of ativas) {
    const cancelamento = await comCalma(request).put(
      `/v1/inscricao/viaRapida/cancelarInscricao/${inscricao.id}`,
      {
        headers: sessao.headers,
      },
    );
    expect(cancelamento.status(), await cancelamento.text()).toBe(200);
  }
}

export async function inscreverPelaApi(request: APIRequestContext, sessao: Sessao, idTurma: number) {
  const resposta = await comCalma(request).post('/v1/inscricao/novoemprego/createUpdateNovoEmprego', {
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
  const json = async (url: string) => (await comCalma(request).get(url)).json();
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
  const resposta = await comCalma(request).get(`/v1/ordens-servico/${turma.idOrdemServico}/vagas`);
  return vagasDaTurmaSchema
    .array()
    .parse(await resposta.json())
    .find((v) => v.idTurma === turma.id)!.vagasDisponiveis;
}

/** A candidate who may enrol: confirmed e-mail and the three registration records, created through the API. */
export async function criarCandidatoCompleto(
  request: APIRequestContext,
  dataNascimento = '10/05/1995',
): Promise<ContaCriada> {
  const conta = await criarConta(request, { dataNascimento });
  await confirmarEmail(request, conta);
  await registrarNoCadastro(request, conta, dataNascimento, ETAPAS_DO_CADASTRO);
  return conta;
}

/** The registration records, in the order the portal asks for them (spec §4, registration sequence). */
export const ETAPAS_DO_CADASTRO = ['dadosCadastrais', 'endereco', 'socioeconomico'] as const;
export type EtapaDoCadastro = (typeof ETAPAS_DO_CADASTRO)[number];

/** Creates some of the account's registration records through the API (a walk visits the pages in between). */
export async function registrarNoCadastro(
  request: APIRequestContext,
  conta: ContaCriada,
  dataNascimento: string,
  etapas: readonly EtapaDoCadastro[],
): Promise<void> {
  const headers = await cabecalhos(request, conta.token);
  const idUsuario = conta.id;
  const registros: [string, string, object][] = [
    [
      'POST',
      '/v1/candidato/viaRapida/dadosCadastrais/create',
      {
        nome: 'Teste Ponta a Ponta',
        cpf: conta.cpf,
        dataNascimento,
        sexo: 'O',
        racaCor: 'NAO_DECLARADA',
        possuiDeficiencia: false,
        telefone: '11987654321',
        email: conta.email,
      },
    ],
    [
      'POST',
      '/v1/candidato/viaRapida/endereco/create',
      {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        municipio: 'São Paulo',
        idMunicipio: 3550308,
        uf: 'SP',
      },
    ],
    [
      'PUT',
      '/v1/candidato/viaRapida/dadossocioeconomicos',
      {
        idGrauInstrucao: 5,
        idStatusGraduacao: 2,
        rendaFamiliar: 'DE_1_A_2',
        pessoasResidencia: 3,
        situacaoTrabalho: 'DESEMPREGADO',
        recebeBeneficioSocial: false,
      },
    ],
  ];
  const pedidas = registros.filter((_, i) => etapas.includes(ETAPAS_DO_CADASTRO[i]!));
  for (const [method, url, corpo] of pedidas) {
    const resposta = await request.fetch(url, { method, data: { ...corpo, idUsuario }, headers });
    expect(resposta.status(), `${url}: ${await resposta.text()}`).toBe(201);
  }
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
