import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

// The spacing between a page's sections (ui/src/styles/base.css) must not push down the cards of a grid, which are
// sections too: on a wide screen the programme cards share one row.
test('as modalidades, numa tela larga, mostram os cartões dos programas alinhados na mesma linha', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.maria.cpf);
  await page.goto('/inscricao/modalidades');
  const cartoes = page.locator('.cartoes > .cartao');
  await expect(cartoes.nth(1)).toBeVisible();
  const [primeiro, segundo] = await Promise.all([cartoes.nth(0).boundingBox(), cartoes.nth(1).boundingBox()]);
  expect(segundo!.x, 'o segundo cartão está ao lado do primeiro').toBeGreaterThan(primeiro!.x);
  expect(segundo!.y).toBe(primeiro!.y);
});
