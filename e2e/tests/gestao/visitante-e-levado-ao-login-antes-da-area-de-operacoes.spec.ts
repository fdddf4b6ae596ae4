import { expect, test } from '@playwright/test';

/** Decision 1530: without a session, /gestao asks to sign in and comes back after it, loading nothing of the area. */
test('o visitante que abre /gestao/turmas/1 vai ao login com a URL de retorno', async ({ page }) => {
  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));

  await page.goto('/gestao/turmas/1');
  // The shell warns as it redirects, before the login page's remote has loaded: the toast comes first.
  await expect(page.getByText('Efetue o login para continuar')).toBeVisible();
  await expect(page).toHaveURL(/\/usuario\/login\?returnUrl=%2Fgestao%2Fturmas%2F1$/);
  expect(pedidos.filter((caminho) => caminho.startsWith('/remotes/mfe_gestao/'))).toEqual([]);
});
