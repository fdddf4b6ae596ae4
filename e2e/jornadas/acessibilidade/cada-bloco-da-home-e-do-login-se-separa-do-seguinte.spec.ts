import { expect, test, type Locator } from '../../testes/jornada';
import { areaRemota } from '../../testes';

/** Pixels between the bottom of one element and the top of the next one below it. */
async function espacoEntre(acima: Locator, abaixo: Locator): Promise<number> {
  const [a, b] = await Promise.all([acima.boundingBox(), abaixo.boundingBox()]);
  if (!a || !b) throw new Error('elemento sem caixa na página');
  return b.y - (a.y + a.height);
}

// Found by hand (docs/acessibilidade/verificacao-manual.md): a section's button touched the next section's title, so
// the two read as one block at a glance. 24 px is the grid's --espaco-4.
const ESPACO_MINIMO = 24;

test('na home e no login, o botão de um bloco não encosta no título do bloco seguinte', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/home');
  const entrar = page.getByRole('main').getByRole('link', { name: 'Entrar', exact: true });
  const programas = page.getByRole('heading', { level: 2, name: 'Programas' });
  expect(await espacoEntre(entrar, programas)).toBeGreaterThanOrEqual(ESPACO_MINIMO);

  await page.goto('/usuario/login');
  const area = areaRemota(page);
  const govBr = area.getByRole('button', { name: /gov\.br/ });
  const comSenha = area.getByRole('heading', { level: 2, name: 'Com a senha do portal' });
  await expect(comSenha).toBeVisible();
  expect(await espacoEntre(govBr, comSenha)).toBeGreaterThanOrEqual(ESPACO_MINIMO);
});
