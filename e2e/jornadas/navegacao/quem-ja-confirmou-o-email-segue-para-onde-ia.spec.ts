import { expect, test } from '../../testes/jornada';
import { confirmarEmail, criarConta, entrarComCredenciais } from '../../testes';

/**
 * Issue #10 item 19: email-nao-confirmado asks a citizen to confirm only while the e-mail is unconfirmed. Once
 * it is confirmed (here through the mailbox link, as in another tab), the page says so and goes on to the return URL.
 */
test('quem já confirmou o e-mail é avisado e segue para onde ia', async ({ page, request }) => {
  const conta = await criarConta(request, { nome: 'Iara Nunes' });
  await entrarComCredenciais(page, conta.cpf, conta.senha);
  const pagina = '/usuario/email-nao-confirmado?returnUrl=%2Fusuario%2Fconta';

  await page.goto(pagina);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o seu e-mail' })).toBeVisible();

  await confirmarEmail(request, conta);
  await page.goto(pagina);
  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await expect(page.getByText('Seu e-mail já está confirmado.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o seu e-mail' })).toHaveCount(0);
});
