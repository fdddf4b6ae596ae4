import { expect, test } from '../../testes/jornada';
import { criarConta } from '../../testes';
import { seguirLinkDaCaixaPostal } from '../../testes/usuario/usuario';
import { conferirPagina } from '../../testes/acessibilidade/percurso';

test('o link de confirmação aberto sem sessão leva ao login e, depois de entrar, o e-mail é confirmado', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request, { nome: 'Davi Rocha' });

  await seguirLinkDaCaixaPostal(page, conta.email, '/usuario/confirmacao-email');

  await expect(page).toHaveURL(/\/usuario\/login\?returnUrl=%2Fusuario%2Fconfirmacao-email%3Fid%3D/);
  await page.getByLabel('CPF ou e-mail').fill(conta.email);
  await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/usuario\/confirmacao-email\?id=\d+&token=/);
  await expect(page.getByRole('heading', { name: 'E-mail confirmado' })).toBeVisible();
  await conferirPagina(page, '/usuario/confirmacao-email');
  await page.getByRole('link', { name: 'Ir para minha conta' }).click();
  await expect(page.getByText('Confirmado', { exact: true })).toBeVisible();
});
