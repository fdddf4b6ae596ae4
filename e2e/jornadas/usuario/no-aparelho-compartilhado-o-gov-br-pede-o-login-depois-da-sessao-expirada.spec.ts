import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, IDP_URL, SENHA_DO_GOVBR_LOCAL, entrarComGovBr } from '../../testes';
import { esperarSaudacao } from '../../testes/usuario/usuario';

/**
 * A shared device (a library, a CRAS): Maria signs in with gov.br and leaves without "Sair"; her portal session
 * expires, but the provider's own login outlives it. João then presses "Entrar com gov.br": the provider must ask who
 * he is, not sign him in as Maria with her open session.
 */
test('no aparelho compartilhado, depois de uma sessão gov.br que expirou, o gov.br pede o login de novo', async ({
  page,
}) => {
  await entrarComGovBr(page, CONTAS_DEMONSTRACAO.maria.cpf);
  await esperarSaudacao(page, 'Maria');

  // What the portal's client does when the session expires and cannot be renewed: it forgets the session's keys.
  // Nothing is said to the provider, whose session (its own cookie, on its own origin) stays open.
  await page.evaluate(() => {
    for (const chave of ['access_token', 'refresh_token', 'access_tokenGov']) localStorage.removeItem(chave);
  });
  await page.goto('/usuario/login');
  await esperarSaudacao(page, 'visitante');

  await page.getByRole('button', { name: 'Entrar com gov.br' }).click();
  // The provider's own form ("CPF", not the portal's "CPF ou e-mail"), not a return with Maria's session.
  const cpf = page.getByLabel('CPF', { exact: true });
  await expect(cpf, 'o gov.br pede o login, em vez de devolver a sessão de Maria').toBeVisible();
  expect(page.url().startsWith(IDP_URL)).toBe(true);

  await cpf.fill(CONTAS_DEMONSTRACAO.joao.cpf);
  await page.getByLabel('Senha').fill(SENHA_DO_GOVBR_LOCAL);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.href.startsWith(IDP_URL) && !url.pathname.startsWith('/autenticacao/'));
  await esperarSaudacao(page, 'João');
});
