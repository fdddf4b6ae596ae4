import { expect, test } from '../../testes/jornada';
import {
  cabecalhoCsrf,
  confirmarEmail,
  criarConta,
  entrarComCredenciais,
  linkDaCaixaPostal,
} from '../../testes';
import { seguirLinkDaCaixaPostal } from '../../testes/usuario/usuario';

/**
 * Issue 27 §2: changing the e-mail asks for the current password; the new address stays pending (the old one still
 * signs in) until the link sent to it is used; the old address is told, with a link that undoes the change.
 */
test('a troca de e-mail pede a senha, só vale depois do link e o endereço antigo pode desfazê-la', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request, { nome: 'Otávio Prates' });
  await confirmarEmail(request, conta);
  const novo = `novo.${conta.cpf}@exemplo.com.br`;

  await entrarComCredenciais(page, conta.cpf, conta.senha);
  await page.goto('/usuario/alterar-email/edit');
  await page.getByLabel(/Novo e-mail/).fill(novo);
  await page.getByRole('button', { name: 'Salvar novo e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('Para alterar o e-mail, informe a sua senha atual.');
  await expect(page.getByLabel(/Novo e-mail/)).toHaveValue(novo);

  await page.getByLabel('Senha atual').fill(conta.senha);
  await page.getByRole('button', { name: 'Salvar novo e-mail' }).click();
  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await expect(page.getByText('Novo e-mail aguardando confirmação')).toBeVisible();
  await expect(page.getByText(conta.email, { exact: true })).toBeVisible();

  // Pending: the old address signs in, the new one does not.
  const csrf = await cabecalhoCsrf(request);
  const entrar = (login: string) =>
    request.post('/v1/usuario/authentication', {
      data: { login, senha: conta.senha },
      headers: csrf,
    });
  expect((await entrar(conta.email)).status()).toBe(200);
  expect((await entrar(novo)).status()).toBe(401);

  await seguirLinkDaCaixaPostal(page, novo, '/usuario/confirmacao-email');
  await expect(
    page.getByText('Novo e-mail confirmado. As outras sessões da conta foram encerradas.'),
  ).toBeVisible();
  await page.goto('/usuario/conta');
  await expect(page.getByText(novo, { exact: true })).toBeVisible();
  expect((await entrar(novo)).status()).toBe(200);

  // The old address was told, with a link that undoes the change: the address comes back, every session ends.
  const desfazer = await linkDaCaixaPostal(request, conta.email, '/usuario/confirmacao-email');
  await page.goto(`${desfazer.pathname}${desfazer.search}`);
  await expect(page.getByText(/Alteração de e-mail desfeita/)).toBeVisible();
  expect((await entrar(novo)).status()).toBe(401);
  await linkDaCaixaPostal(request, conta.email, '/usuario/redefinicao-senha');
});
