import { expect, test } from '@playwright/test';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../support';

/**
 * Issue 15 / decision 1530: the operations area is staff-only, and a citizen's browser never fetches its code — the
 * shell refuses before loading the remote, and the server writes no preload hint for it.
 */
test('a candidata que vai a /gestao vê o acesso negado, e nenhum arquivo do mfe-gestao é pedido', async ({
  page,
}) => {
  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Minhas inscrições' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Área de operações' })).toHaveCount(0);

  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/error\/forbidden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible();
  expect(pedidos.filter((caminho) => caminho.startsWith('/remotes/mfe_gestao/'))).toEqual([]);
});
