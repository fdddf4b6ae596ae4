import { expect, test } from '../../testes/jornada';

test('visitante abre o portal e é saudado como visitante na home', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText('Olá, visitante');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\| Portal Qualifica$/);
});
