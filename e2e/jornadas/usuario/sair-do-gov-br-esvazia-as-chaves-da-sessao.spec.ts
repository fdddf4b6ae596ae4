import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComGovBr } from '../../testes';
import { chavesDaSessao, esperarSaudacao } from '../../testes/usuario/usuario';

test('sair de uma sessão gov.br esvazia access_token, refresh_token e access_tokenGov e volta à home', async ({
  page,
}) => {
  await entrarComGovBr(page, CONTAS_DEMONSTRACAO.maria.cpf);
  expect((await chavesDaSessao(page)).access_tokenGov).toBeTruthy();

  await page.goto('/usuario/conta');
  // The header's: the account page has a "Sair" of its own, which shows a moment later on a slow machine.
  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();

  // The provider ends its own session and sends the browser back to /home.
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
  await esperarSaudacao(page, 'visitante');
  expect(await chavesDaSessao(page)).toEqual({
    access_token: null,
    refresh_token: null,
    access_tokenGov: null,
  });
});
