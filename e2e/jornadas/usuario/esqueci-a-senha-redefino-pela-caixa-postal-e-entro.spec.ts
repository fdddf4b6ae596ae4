import { expect, test } from '../../testes/jornada';
import { confirmarEmail, criarConta, entrarComCredenciais } from '../../testes';
import { esperarSaudacao, seguirLinkDaCaixaPostal } from '../../testes/usuario/usuario';

const NOVA_SENHA = 'Recomeco2026';

test('quem esqueceu a senha pede o link, redefine pela caixa postal e entra com a nova senha', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request, { nome: 'Elisa Prado' });
  // A reset goes only to a confirmed address (issue 27 §2).
  await confirmarEmail(request, conta);

  await page.goto('/usuario/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('CPF ou e-mail').fill(conta.cpf);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/Se houver uma conta com esses dados, enviaremos um link/)).toBeVisible();

  await seguirLinkDaCaixaPostal(page, conta.email, '/usuario/redefinicao-senha');
  await expect(page.getByRole('heading', { level: 1, name: 'Redefinir senha' })).toBeVisible();
  await page.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
  await page.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('heading', { name: 'Senha redefinida' })).toBeVisible();

  await entrarComCredenciais(page, conta.cpf, NOVA_SENHA);
  await esperarSaudacao(page, 'Elisa');
});
