import { expect, test } from '../../testes/jornada';

/**
 * Issue #10 item 22: fale-conosco opens only for whoever looked for the answer first. Typed directly it sends the
 * visitor home; the FAQ's 'Não encontrei minha resposta' grants the contact flag and opens it.
 */
test('quem não acha a resposta no FAQ chega ao fale-conosco; digitado direto, volta para o início', async ({
  page,
}) => {
  await page.goto('/fale-conosco');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toHaveCount(0);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Não encontrei minha resposta' }).click();
  await expect(page).toHaveURL(/\/fale-conosco$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();
});
