import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

test('um Candidato que abre a página do Administrador é levado a error/forbidden; o Administrador a vê', async ({
  page,
}) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.joao.cpf);
  await page.goto('/usuario/administracao');
  await expect(page).toHaveURL(/\/error\/forbidden$/);
  await expect(page.getByRole('heading', { name: 'Painel da administração' })).toHaveCount(0);

  await page.goto('/usuario/logout');
  await expect(page).toHaveURL(/\/home$/);

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.admin.cpf, undefined, '/usuario/administracao');
  await expect(page).toHaveURL(/\/usuario\/administracao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel da administração' })).toBeVisible();
});
