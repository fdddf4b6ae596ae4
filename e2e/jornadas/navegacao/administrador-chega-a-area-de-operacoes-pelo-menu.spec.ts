import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { conferirPagina } from '../../testes/acessibilidade/percurso';

/**
 * Issue #10 item 23: the menu leads no one to a dead page. A candidate has no 'Administração' entry; the administration page
 * lists the operations area, which the registry declares for the role (issues 15, decision 1562), and an
 * administrator opens an enrolment by number there (an unknown number gives the not-found page of item 7, with the
 * way back to the history).
 */
test('o Administrador chega pelo menu à administração, dali à área de operações, e consulta uma inscrição', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.joao.cpf);
  await page.goto('/home');
  await expect(menu.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Administração' })).toHaveCount(0);
  await page.goto('/usuario/logout');
  await expect(page).toHaveURL(/\/home$/);

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.admin.cpf);
  await page.goto('/home');
  await menu.getByRole('link', { name: 'Administração' }).click();
  await expect(page).toHaveURL(/\/usuario\/administracao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da administração' })).toBeVisible();
  await expect(page.getByText(/em construção/)).toHaveCount(0);
  await conferirPagina(page, '/usuario/administracao');
  await page.getByRole('main').getByRole('link', { name: 'Área de operações' }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da administração' })).toBeVisible();

  await page.getByLabel('Número da inscrição').fill('987654');
  await page.getByRole('button', { name: 'Abrir inscrição' }).click();
  await expect(page).toHaveURL(/\/inscricao\/detalhes\/987654$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver minhas inscrições' })).toHaveAttribute(
    'href',
    '/inscricao/historico',
  );
});
