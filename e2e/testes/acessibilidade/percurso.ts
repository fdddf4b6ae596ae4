/**
 * What the page walk needs beyond the addresses it opens as they are: the pages that take an id (a course, a trail,
 * an arc, an enrolment), found through the public catalogue or created through the real API, as a citizen would
 * reach them. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  arcoSchema,
  cursoSchema,
  inscricao,
  inscricaoDetalheSchema,
  Programa,
  ProgramaPortal,
  requisicao,
  StatusInscricao,
  trilhaSchema,
  turmaSchema,
  type Curso,
} from '@portal/contracts';
import type { Sessao } from '../inscricao/inscricao';
import { abrir, conferirReflow, semViolacoesNosTresTemas } from './acessibilidade';

/** The page as it stands: axe in the three themes, then reflow at 320 px and 200 % text. */
export async function conferirPagina(page: Page, onde: string): Promise<void> {
  await semViolacoesNosTresTemas(page, onde);
  await conferirReflow(page, onde);
}

/** A page of the walk; with `leitura`, what a screen reader announces in its main content is kept as a snapshot. */
export type PaginaDoPercurso = string | { rota: string; leitura: string };

/**
 * Opens each address and checks it (the signed-in walks). A snapshot (`<leitura>.aria.yml`, Playwright's ARIA
 * snapshot of <main>) makes a change in what is announced, or in its order, show up in review.
 */
export async function percorrer(page: Page, paginas: readonly PaginaDoPercurso[]): Promise<void> {
  for (const pagina of paginas) {
    const { rota, leitura } = typeof pagina === 'string' ? { rota: pagina, leitura: null } : pagina;
    await abrir(page, rota);
    await conferirPagina(page, rota);
    if (leitura) await conferirLeitura(page, leitura);
  }
}

export async function conferirLeitura(page: Page, nome: string): Promise<void> {
  await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: `${nome}.aria.yml` });
}

/**
 * From a list of cards (a catalogue, the trails), the first card's link: the details page as a visitor reaches it.
 * Returns the address it led to.
 */
export async function seguirPrimeiroCartao(page: Page): Promise<string> {
  const link = page.getByRole('main').locator('.cartao__titulo a').first();
  const nome = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
  await expect(page.locator('.carregando')).toHaveCount(0);
  return new URL(page.url()).pathname;
}

const json = async (request: APIRequestContext, url: string) => (await request.get(url)).json();

/** An arc's page and a learning path's page (spec §2: arcos/{id}/{slug}, trilhas/{id}/{slug}), from the catalogue. */
export async function rotasComIdDoCatalogo(request: APIRequestContext): Promise<string[]> {
  const arco = arcoSchema.parse(await json(request, '/v1/arcos/1'));
  const [trilha] = trilhaSchema.array().parse(await json(request, '/v1/trilhas'));
  return [`/arcos/${arco.id}/${arco.urlSlug}`, `/trilhas/${trilha!.id}/${trilha!.urlSlug}`];
}

/** A course of the public catalogue, by programme and name. */
export async function cursoDoCatalogo(
  request: APIRequestContext,
  modalidade: number,
  nome: string,
): Promise<Curso> {
  const cursos = cursoSchema.array().parse(await json(request, `/v1/cursos?modalidade=${modalidade}`));
  const curso = cursos.find((c) => c.nome === nome);
  expect(curso, `${nome} no catálogo`).toBeDefined();
  return curso!;
}

/** The last open class of the course with a free seat (the keyboard journeys take the first ones). */
export async function ultimaTurmaAberta(request: APIRequestContext, idCurso: number): Promise<number> {
  const abertas: number[] = [];
  for (const m of (await json(request, `/v1/cursos/${idCurso}/municipios`)) as { id: number }[]) {
    const unidades = (await json(request, `/v1/cursos/${idCurso}/municipios/${m.id}/unidades`)) as {
      idOrdemServico: number;
    }[];
    for (const u of unidades) {
      const turmas = turmaSchema
        .array()
        .parse(await json(request, `/v1/ordens-servico/${u.idOrdemServico}/turmas`));
      abertas.push(...turmas.filter((t) => t.aberta && t.vagasDisponiveis > 0).map((t) => t.id));
    }
  }
  expect(abertas.length, `turmas abertas do curso ${idCurso}`).toBeGreaterThan(0);
  return abertas[abertas.length - 1]!;
}

/** The programme's own enrolment call: Qualifica SP's (with the active status) or Meu Primeiro Emprego's. */
function chamadaDeInscricao(idModalidade: number, sessao: Sessao, idTurmaPrincipal: number) {
  if (idModalidade === ProgramaPortal.MeuPrimeiroEmprego)
    return { ...requisicao(inscricao.primeiroEmprego), data: { idTurmaPrincipal, idUsuario: sessao.id } };
  return {
    ...requisicao(inscricao.programaNovo, { params: { id: sessao.id } }),
    data: { idTurmaPrincipal, idUsuario: sessao.id, idStatusInscricao: StatusInscricao.Ativa },
  };
}

/** Enrols the candidate in a class through the real API, as the programme's page would. */
export async function inscreverNoPrograma(
  request: APIRequestContext,
  sessao: Sessao,
  idModalidade: number,
  idTurma: number,
) {
  const { url, data } = chamadaDeInscricao(idModalidade, sessao, idTurma);
  const resposta = await request.post(url, { data, headers: sessao.headers });
  expect(resposta.status(), await resposta.text()).toBe(201);
  return inscricaoDetalheSchema.parse(await resposta.json());
}

export const QUALIFICA_SP = Programa.ViaRapidaEmprego;
