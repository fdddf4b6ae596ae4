import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { EQUIPE } from '../../testes/gestao/gestao';

/**
 * Issue 15 / decisions 1530, 1560, 1561 and 1562: the operations area is staff-only, and a citizen's browser never
 * fetches its pages — mfe-gestao's exposed module guards them before any page chunk is asked for — nor the staff
 * page that lists the staff areas, which the citizen's menu does not offer.
 */
const PAGINA_DA_EQUIPE = /^\/remotes\/mfe_usuario\/[^/]+\/rota-administracao\.[0-9a-f]+\.js$/;
/** A page of the area: the remote's route table loads each one as a chunk named `rota-…` (decision 0820). */
const PAGINA_DA_AREA = /^\/remotes\/mfe_gestao\/[^/]+\/rota-[^/]+\.js$/;

test('a candidata que vai a /gestao vê o acesso negado, sem pedir uma página da área nem a página da equipe', async ({
  page,
  request,
}) => {
  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));
  const pedidosDe = (padrao: RegExp) => pedidos.filter((caminho) => padrao.test(caminho));

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Minhas inscrições' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto('/inscricao/historico');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/error\/forbidden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso não permitido' })).toBeVisible();
  expect(pedidosDe(PAGINA_DA_AREA)).toEqual([]);
  expect(pedidosDe(PAGINA_DA_EQUIPE)).toEqual([]);

  // The same visit by staff asks for both (so the patterns above name files that exist).
  await entrarNoNavegador(page, request, EQUIPE.executora);
  await page.goto('/gestao');
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  expect(pedidosDe(PAGINA_DA_AREA)).not.toEqual([]);
  await menu.getByRole('link', { name: 'Administração' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Área de operações' })).toBeVisible();
  expect(pedidosDe(PAGINA_DA_EQUIPE)).not.toEqual([]);
});
