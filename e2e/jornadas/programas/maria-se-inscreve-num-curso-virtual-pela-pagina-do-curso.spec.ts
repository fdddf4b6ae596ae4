import { expect, test } from '../../testes/jornada';
import { areaRemota, CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

test('nos cursos virtuais, Maria abre Excel Essencial, confere a inscrição on-line, confirma e recebe o número', async ({
  page,
  request,
}) => {
  await entrarNoNavegador(page, request, cpf);
  await page.goto('/virtual/cursos');
  const area = areaRemota(page);
  await area.getByRole('link', { name: 'Excel Essencial' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Excel Essencial' })).toBeVisible();
  await area.getByRole('link', { name: 'Inscrever-se' }).click();

  await expect(page).toHaveURL(/\/inscricao\/confirmacao-virtual\/\d+$/);
  await expect(area.getByRole('heading', { level: 1, name: 'Confira sua inscrição' })).toBeVisible();
  const resumo = area.locator('dl.lista-resumo');
  await expect(resumo).toContainText('Excel Essencial');
  await expect(resumo).toContainText('On-line');
  await expect(resumo).toContainText('Ambiente Virtual de Aprendizagem');
  await area.getByRole('button', { name: 'Confirmar inscrição' }).click();

  await expect(area.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  await expect(area.getByRole('heading', { name: /Sua inscrição é a de número \d+/ })).toBeVisible();
  await expect(area.locator('dl.dados-inscricao')).toContainText('Via Rápida Virtual');
  await expect(area.locator('dl.dados-inscricao')).toContainText('On-line');
});
