/**
 * The steps the keyboard-only enrolment journeys share (issue #14): from the home page to a programme's catalogue, a
 * course and its 'Inscrever-se', and the confirmation page of the programmes enrolled there. Keys only, through the
 * helpers of e2e/testes/teclado.ts. Not a spec: Playwright runs *.spec.ts only.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { areaRemota, ativarComEnter, entrarPeloTeclado, escolherComSeta } from '..';
import { criarCandidatoCompleto } from '../inscricao/inscricao';

/**
 * /home, once the shell runs in the page: the consent question is written by the browser only (never in the
 * prerendered HTML), so when it shows, links navigate inside the page and the shortcuts answer.
 */
export async function abrirHomeInterativa(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Estatísticas de visita' })).toBeVisible();
}

/** Home → the programme's card → the course's page: Alt+1, then Tab and Enter; each new page focuses its h1. */
export async function abrirCursoPelaHome(page: Page, programa: string, curso: string): Promise<void> {
  await abrirHomeInterativa(page);
  await page.keyboard.press('Alt+1');
  await ativarComEnter(page, page.getByRole('main').getByRole('link', { name: programa, exact: true }));
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1 })).toBeFocused();
  await ativarComEnter(page, area.getByRole('link', { name: curso, exact: true }));
  await expect(area.getByRole('heading', { level: 1, name: curso })).toBeFocused();
}

/** 'Inscrever-se' on the course's page; a visitor is taken to sign in first. */
export async function inscreverSeNoCurso(page: Page): Promise<void> {
  await ativarComEnter(page, areaRemota(page).getByRole('button', { name: 'Inscrever-se' }));
}

/** The programme's confirmation page: municipality, unit and class by arrow keys, Enter on 'Confirmar inscrição'. */
async function confirmarNoPrograma(page: Page, programa: string, curso: string): Promise<void> {
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: `Inscrição no ${programa}` })).toBeFocused();
  await expect(area.getByText(curso)).toBeVisible();
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Município/ }));
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Unidade/ }));
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Turma/ }));
  await ativarComEnter(page, area.getByRole('button', { name: 'Confirmar inscrição' }));
  await expect(area.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeFocused();
  await expect(area.locator('dl.dados-inscricao')).toContainText(curso);
}

/**
 * A new candidate enrols in a programme of the shared confirmation page (Qualifica SP, Empreenda SP, Empreenda
 * Jovem): home → catalogue → course → sign-in → confirmation → receipt, keys only.
 */
export async function inscreverNoProgramaSoComTeclado(
  page: Page,
  request: APIRequestContext,
  { programa, curso, nascimento }: { programa: string; curso: string; nascimento?: string },
): Promise<void> {
  const conta = await criarCandidatoCompleto(request, nascimento);
  await abrirCursoPelaHome(page, programa, curso);
  await inscreverSeNoCurso(page);
  await entrarPeloTeclado(page, conta.cpf, conta.senha);
  await confirmarNoPrograma(page, programa, curso);
}
