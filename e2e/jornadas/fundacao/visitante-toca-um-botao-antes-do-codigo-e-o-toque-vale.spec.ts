import { expect, test } from '../../testes/jornada';
import { abrirSemOCodigoDoPortal } from '../../testes';

/**
 * Decision 0856: a prerendered page is on screen well before its code has run, longest on a slow phone. A tap on one
 * of its buttons in that time is kept by the page and given again to the same button once the shell has hydrated.
 */
test('o toque em "Modo escuro" antes do código do portal rodar vale quando ele chega', async ({ page }) => {
  const liberar = await abrirSemOCodigoDoPortal(page, '/home');
  const botao = page.getByRole('button', { name: 'Modo escuro' });
  await botao.click();
  // Nothing can happen yet: the code is held back.
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);

  liberar();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect(botao).toHaveAttribute('aria-pressed', 'true');
  // Given once: the shell's own handler takes the next tap.
  await botao.click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
});
