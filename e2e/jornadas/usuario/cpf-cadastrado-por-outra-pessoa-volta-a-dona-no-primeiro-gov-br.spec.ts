import { expect, test } from '../../testes/jornada';
import { cabecalhoCsrf, criarConta, entrarComGovBr } from '../../testes';

/** Helena Duarte exists only in the local gov.br: no other journey uses her CPF. */
const HELENA_CPF = '501.234.876-17';

/**
 * Issue 27 §1, account pre-hijacking: someone registers Helena's CPF with their own e-mail and password before she
 * ever used the portal. Her first gov.br sign-in takes the account back: she is told on the page what happened and
 * what to check, and the intruder's session, refresh token and password stop working; registering the CPF again is
 * refused with the way in ("Entrar com gov.br").
 */
test('CPF cadastrado por outra pessoa volta à dona no primeiro login gov.br', async ({ page, request }) => {
  const intruso = await criarConta(request, {
    nome: 'Intruso Qualquer',
    cpf: HELENA_CPF,
    email: 'intruso.helena@exemplo.com.br',
  });

  await entrarComGovBr(page, HELENA_CPF);
  await expect(page).toHaveURL(/\/usuario\/conta$/);
  const aviso = page.getByRole('region', { name: 'Encontramos um cadastro com o seu CPF' });
  await expect(aviso).toContainText('encerramos todas as sessões abertas nessa conta');
  await expect(aviso).toContainText('endereço, dados pessoais e questionário socioeconômico');
  await expect(page.getByText('helena.duarte@exemplo.com.br')).toBeVisible();

  const comToken = { headers: { authorization: `Bearer ${intruso.token}` } };
  expect((await request.get(`/v1/usuario/${intruso.id}`, comToken)).status()).toBe(401);
  const csrf = await cabecalhoCsrf(request);
  const renovar = await request.post('/v1/usuario/authentication/refresh', {
    data: { id: intruso.id, refreshToken: intruso.refreshToken },
    headers: csrf,
  });
  expect(renovar.status()).toBe(401);
  for (const login of [HELENA_CPF, intruso.email]) {
    const entrar = await request.post('/v1/usuario/authentication', {
      data: { login, senha: intruso.senha },
      headers: csrf,
    });
    expect(entrar.status()).toBe(401);
  }

  // Helena reviews and saves her data: the notice goes away.
  await page.getByRole('link', { name: 'nome e data de nascimento' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('helena.duarte@exemplo.com.br');
  await page.getByLabel('Nome completo').fill('Helena Duarte');
  await page.getByLabel('Data de nascimento').fill('12/08/1993');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await expect(page.getByText('Helena Duarte', { exact: true })).toBeVisible();
  await expect(page.getByText(/Encontramos um cadastro/)).toHaveCount(0);

  // A new registration with the CPF gov.br proved is refused, on the sign-up page too, with the way in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/usuario/form');
  await page.getByLabel('Nome completo').fill('Intruso Qualquer');
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(HELENA_CPF);
  await page.getByLabel('E-mail').fill('intruso.de.novo@exemplo.com.br');
  await page.getByLabel('Data de nascimento').fill('01/01/1990');
  await page.getByLabel(/^Senha/).fill('Ipê amarelo na praça 42');
  await page.getByLabel('Confirme a senha').fill('Ipê amarelo na praça 42');
  await page.getByLabel('Li e aceito os termos de uso do portal').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('alert')).toContainText('Este CPF já foi confirmado pelo gov.br');
  await expect(page.getByRole('link', { name: 'Entrar com gov.br', exact: true })).toHaveAttribute(
    'href',
    '/usuario/login',
  );
});
