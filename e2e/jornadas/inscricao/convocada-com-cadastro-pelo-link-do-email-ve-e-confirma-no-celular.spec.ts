import { expect, test } from '../../testes/jornada';
import { entrarComCredenciais } from '../../testes';

test.use({ viewport: { width: 360, height: 740 } });

/** Juliana Alves (API seed, the demo call-up class, decision 1520): called up, deadline ahead. */
const JULIANA = 'juliana.alves@exemplo.com.br';

/**
 * Issue 28 §2, on a phone: the called-up candidate opens the e-mail's link to the history and signs in. She was sent
 * to /inscricao/alerta-cadastro (the seed gave her no registration records, and the history required them); now she
 * sees her enrolment, with "Confirmar matrícula" on screen, and confirms.
 */
test('Juliana, convocada, abre o link do e-mail no celular, entra e confirma a matrícula no histórico', async ({
  page,
}) => {
  await entrarComCredenciais(page, JULIANA, undefined, '/inscricao/historico');

  await expect(page).toHaveURL(/\/inscricao\/historico$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  const cartao = page.locator('li.cartao').filter({ hasText: 'Convocada' });
  await expect(cartao).toHaveCount(1);
  const confirmar = cartao.getByRole('button', { name: /^Confirmar matrícula/ });
  // Within the phone's width, no sideways scrolling to reach it.
  await confirmar.scrollIntoViewIfNeeded();
  const caixa = (await confirmar.boundingBox())!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await confirmar.click();

  await expect(page.getByText('Matrícula confirmada.')).toBeVisible();
  await expect(page.locator('li.cartao').filter({ hasText: 'Matriculada' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/inscricao\/historico$/);
});
