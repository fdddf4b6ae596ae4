import { expect, test } from '../../testes/jornada';
import { HttpNome } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO, comCalma, entrarComCredenciais, idDoToken } from '../../testes';
import { chavesDaSessao, esperarSaudacao } from '../../testes/usuario/usuario';

test('sair de uma sessão por CPF e senha revoga a sessão, avisa "Você saiu do portal." e volta à home', async ({
  page,
}) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.joao.cpf);
  const antes = await chavesDaSessao(page);

  await page.goto('/usuario/logout');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Você saiu do portal.')).toBeVisible();
  await esperarSaudacao(page, 'visitante');
  expect(await chavesDaSessao(page)).toEqual({
    access_token: null,
    refresh_token: null,
    access_tokenGov: null,
  });

  // Revoked on the server: the old refresh token no longer renews anything (sent with the CSRF header, so the
  // refusal is about the revoked session and not about a missing header).
  const csrf = (await page.context().cookies()).find((c) => c.name === HttpNome.csrfCookie)?.value ?? '';
  const renovacao = await comCalma(page.request).post('/v1/usuario/authentication/refresh', {
    data: { id: idDoToken(antes.access_token ?? ''), refreshToken: antes.refresh_token },
    headers: { [HttpNome.csrfHeader]: csrf },
    failOnStatusCode: false,
  });
  expect(renovacao.status()).toBe(401);
});
