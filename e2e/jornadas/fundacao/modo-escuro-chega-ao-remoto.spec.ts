import { expect, test, type Locator } from '../../testes/jornada';
import { areaRemota } from '../../testes';

const fundo = (campo: Locator) => campo.evaluate((elemento) => getComputedStyle(elemento).backgroundColor);

test('o modo escuro ligado no shell vale dentro do remoto montado e sobrevive a um recarregamento', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/usuario/login');
  const campo = areaRemota(page).getByLabel('CPF ou e-mail');
  await expect(campo).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  const fundoClaro = await fundo(campo);

  await page.getByRole('button', { name: 'Modo escuro' }).click();

  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Modo escuro' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => fundo(campo)).not.toBe(fundoClaro);
  const fundoEscuro = await fundo(campo);

  await page.reload();
  await expect(campo).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect.poll(() => fundo(campo)).toBe(fundoEscuro);
});
