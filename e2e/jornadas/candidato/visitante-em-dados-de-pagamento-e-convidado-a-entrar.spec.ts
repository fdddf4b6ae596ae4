import { expect, test } from '../../testes/jornada';

/** dados-pagamento has no guard (spec §2): a visitor sees the page and an invitation to sign in that comes back here. */
test('o visitante em dados de pagamento é convidado a entrar', async ({ page }) => {
  await page.goto('/candidato/dados-pagamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Dados de pagamento' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Entre para ver seus pagamentos' })
    .getByRole('link', { name: 'Entrar' })
    .click();
  await expect(page).toHaveURL(/\/usuario\/login\?returnUrl=%2Fcandidato%2Fdados-pagamento$/);
});
