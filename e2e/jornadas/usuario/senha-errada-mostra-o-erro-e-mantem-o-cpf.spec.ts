import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';

test('com a senha errada, o resumo de erros mostra a mensagem da API e o CPF digitado continua no campo', async ({
  page,
}) => {
  await page.goto('/usuario/login');
  // Prerendered (decision 0855): João types once the form is live.
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  await page.getByLabel('CPF ou e-mail').fill(CONTAS_DEMONSTRACAO.joao.cpf);
  await page.getByLabel('Senha', { exact: true }).fill('SenhaErrada1');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  const resumo = page.getByRole('alert').filter({ hasText: 'Há problemas nas informações' });
  await expect(resumo).toContainText('CPF, e-mail ou senha incorretos.');
  await expect(resumo).toBeFocused();
  await expect(page.getByLabel('CPF ou e-mail')).toHaveValue(CONTAS_DEMONSTRACAO.joao.cpf);
  await expect(page).toHaveURL(/\/usuario\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The summary link takes keyboard focus to the field to correct.
  await resumo.getByRole('link', { name: 'CPF, e-mail ou senha incorretos.' }).click();
  await expect(page.getByLabel('CPF ou e-mail')).toBeFocused();
});
