import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, PORTAL_URL, SENHA_DEMONSTRACAO } from '../../testes';

test('um returnUrl para outro site é ignorado: depois de entrar, o usuário fica no portal', async ({
  page,
}) => {
  await page.goto(`/usuario/login?returnUrl=${encodeURIComponent('//malicioso.example/roubo')}`);
  await page.getByLabel('CPF ou e-mail').fill(CONTAS_DEMONSTRACAO.joao.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMONSTRACAO);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(`${PORTAL_URL}/home`);
});
