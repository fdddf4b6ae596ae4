import { expect, test, type Locator, type Page } from '@playwright/test';
import { ProgramaPortal } from '@portal/contracts';
import { criarCandidatoCompleto, entrarNoNavegador } from '../inscricao/apoio-inscricao';

/** Tab (never the mouse) until `alvo` has focus; fails after 60 presses. */
async function tabAte(page: Page, alvo: Locator): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    if (await alvo.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(alvo).toBeFocused();
}

/** Chooses the first real option of a focused native select with the arrow key, as a keyboard user does. */
async function escolherComSeta(page: Page, select: Locator): Promise<void> {
  await expect(select.locator('option')).not.toHaveCount(1);
  await tabAte(page, select);
  await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('');
}

/**
 * Issue #14: the programme enrolment by keyboard alone (Tab, arrows, Enter), from the confirmation page to the receipt.
 * Empreenda SP stands for the programmes enrolled on the shared confirmation page.
 */
test('candidato se inscreve no Empreenda SP só com o teclado', async ({ page, request }) => {
  const cursos = (await (
    await request.get(`/v1/cursos?modalidade=${ProgramaPortal.EmpreendaSP}`)
  ).json()) as { id: number; nome: string }[];
  const curso = cursos.find((c) => c.nome === 'Plano de Negócios')!;
  const conta = await criarCandidatoCompleto(request);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await page.goto(`/inscricao/confirmacao-qualificaSP-empreenda/${curso.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();

  await page.keyboard.press('Alt+1');
  await escolherComSeta(page, page.getByRole('combobox', { name: /^Município/ }));
  await escolherComSeta(page, page.getByRole('combobox', { name: /^Unidade/ }));
  await escolherComSeta(page, page.getByRole('combobox', { name: /^Turma/ }));
  await tabAte(page, page.getByRole('button', { name: 'Confirmar inscrição' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
});
