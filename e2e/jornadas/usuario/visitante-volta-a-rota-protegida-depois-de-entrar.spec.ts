import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, SENHA_DEMONSTRACAO } from '../../testes';

test('um visitante mandado ao login por uma rota protegida volta a ela depois de entrar', async ({
  page,
}) => {
  await page.goto('/usuario/alterar-email/edit');

  await expect(page).toHaveURL(/\/usuario\/login\?returnUrl=%2Fusuario%2Falterar-email%2Fedit$/);
  await expect(page.getByText('Efetue o login para continuar')).toBeVisible();

  await page.getByLabel('CPF ou e-mail').fill(CONTAS_DEMONSTRACAO.joao.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMONSTRACAO);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/usuario\/alterar-email\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  await expect(page.getByText(/E-mail atual: joao\.souza@exemplo\.com\.br/)).toBeVisible();
});
