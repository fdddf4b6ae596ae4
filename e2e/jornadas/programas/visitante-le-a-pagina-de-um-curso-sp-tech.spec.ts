import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';

test('a página estática do curso Java Developer abre com título, conteúdo e links para as trilhas', async ({
  page,
}) => {
  await page.goto('/java-developer');
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Java Developer' })).toBeVisible();
  await expect(page).toHaveTitle('Java Developer | Portal Qualifica');
  await expect(area.getByRole('heading', { level: 2, name: 'O que você vai aprender' })).toBeVisible();
  await expect(area.getByText('120 horas, on-line. Requer ensino médio completo.')).toBeVisible();

  await area
    .getByRole('navigation', { name: 'Veja também' })
    .getByRole('link', { name: 'Todas as trilhas SP Tech' })
    .click();
  await expect(page).toHaveURL(/\/trilhas-sp-tech$/);
  await expect(area.getByRole('heading', { level: 1, name: 'Trilhas SP Tech' })).toBeVisible();
  await area.getByRole('link', { name: 'Desenvolvimento Back-end' }).click();
  await expect(
    area.getByRole('heading', { level: 1, name: 'Trilha Desenvolvimento Back-end' }),
  ).toBeVisible();
  await expect(area.getByRole('link', { name: 'Java Developer' })).toBeVisible();
});
