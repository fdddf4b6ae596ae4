import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { TTL_ACCESS_TOKEN } from '../../testes/ambiente';

const TTL_SEGUNDOS = Number(TTL_ACCESS_TOKEN);

// The lifetime is fixed when the portal starts: playwright.config.ts runs this story only in a run with a short one
// (E2E_ACCESS_TOKEN_TTL_SECONDS between 1 and 30; test:all's last section uses 8).

test('depois que o token de acesso expira, a página chama a API, renova uma única vez e continua funcionando', async ({
  page,
}) => {
  test.setTimeout(90_000 + TTL_SEGUNDOS * 1000);
  const renovacoes: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/v1/usuario/authentication/refresh') renovacoes.push(req.method());
  });

  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/usuario/conta');
  await expect(page.getByText('maria.silva@exemplo.com.br')).toBeVisible();
  const tokenAntes = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(renovacoes).toHaveLength(0);

  await page.waitForTimeout((TTL_SEGUNDOS + 2) * 1000);
  // A client-side navigation: the edit page loads the account with the expired token.
  await page.getByRole('link', { name: 'Editar meus dados' }).click();

  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Silva');
  expect(renovacoes).toEqual(['POST']);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(tokenAntes);
  await expect(page).toHaveURL(/\/usuario\/edit$/);
});
