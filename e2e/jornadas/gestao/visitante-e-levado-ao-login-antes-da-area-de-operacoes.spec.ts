import { expect, test } from '../../testes/jornada';

/**
 * Decisions 1530 and 1561: without a session, /gestao asks to sign in and comes back after it. The remote's own guard
 * decides before any page of the area is asked for.
 */
test('o visitante que abre /gestao/turmas/1 vai ao login com a URL de retorno', async ({ page }) => {
  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));

  await page.goto('/gestao/turmas/1');
  await expect(page.getByText('Efetue o login para continuar')).toBeVisible();
  await expect(page).toHaveURL(/\/usuario\/login\?returnUrl=%2Fgestao%2Fturmas%2F1$/);
  expect(pedidos.filter((caminho) => /^\/remotes\/mfe_gestao\/[^/]+\/rota-[^/]+\.js$/.test(caminho))).toEqual(
    [],
  );
  expect(pedidos.filter((caminho) => caminho.startsWith('/v1/gestao'))).toEqual([]);
});
