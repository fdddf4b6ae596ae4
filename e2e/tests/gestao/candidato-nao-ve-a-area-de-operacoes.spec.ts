import { expect, test } from '@playwright/test';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../support';

/**
 * Issue 15 / decisions 1530 and 1560: the operations area is staff-only, and a citizen's browser never fetches its
 * code — the shell refuses before loading the remote, and the server writes no preload hint for it. Nor does a
 * citizen's page fetch the shell's own code for staff areas (reading the registry's access and menu declarations):
 * only a restricted path loads it.
 */
const CODIGO_DA_AREA_RESTRITA = /^\/area-restrita\.[0-9a-f]+\.js$/;

test('a candidata que vai a /gestao vê o acesso negado, e nenhum arquivo do mfe-gestao é pedido', async ({
  page,
}) => {
  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Minhas inscrições' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Área de operações' })).toHaveCount(0);
  await page.goto('/inscricao/historico');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pedidos.filter((caminho) => CODIGO_DA_AREA_RESTRITA.test(caminho))).toEqual([]);

  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/error\/forbidden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible();
  expect(pedidos.filter((caminho) => caminho.startsWith('/remotes/mfe_gestao/'))).toEqual([]);
  // The restricted path is what loads the guard (so the pattern above names a file that exists).
  expect(pedidos.filter((caminho) => CODIGO_DA_AREA_RESTRITA.test(caminho))).toHaveLength(1);
});
