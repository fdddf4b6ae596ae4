import { expect, test } from '../../testes/jornada';
import { gerarCpf, SENHA_CONTA_NOVA } from '../../testes';
import { esperarSaudacao, seguirLinkDaCaixaPostal } from '../../testes/usuario/usuario';

test('uma nova candidata cria a conta, confirma o e-mail pelo link da caixa postal e chega à conta @homologacao @homologacao-curta', async ({
  page,
}) => {
  const cpf = gerarCpf();
  const email = `bianca.${cpf.replace(/\D/g, '')}@exemplo.com.br`;

  await page.goto('/usuario/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Bianca Moreira');
  await page.getByLabel(/^CPF/).fill(cpf);
  await page.getByLabel('E-mail').fill(email);
  await expect(page.getByRole('status').filter({ hasText: 'Este e-mail está disponível.' })).toBeVisible();
  await page.getByLabel('Data de nascimento').fill('12/04/1998');
  await page.getByLabel(/^Senha/).fill(SENHA_CONTA_NOVA);
  await page.getByLabel('Confirme a senha').fill(SENHA_CONTA_NOVA);
  await page.getByLabel('Li e aceito os termos de uso do portal').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await esperarSaudacao(page, 'Bianca');
  await expect(page.getByText('Não confirmado')).toBeVisible();

  await seguirLinkDaCaixaPostal(page, email, '/usuario/confirmacao-email');
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();

  await page.getByRole('link', { name: 'Ir para minha conta' }).click();
  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
});
