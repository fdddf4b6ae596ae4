import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComGovBr } from '../../testes';
import { chavesDaSessao, esperarSaudacao } from '../../testes/usuario/usuario';

test('Maria entra pelo gov.br no provedor local e vê o seu nome no cabeçalho @homologacao', async ({
  page,
}) => {
  await page.goto('/home');
  await esperarSaudacao(page, 'visitante');

  await entrarComGovBr(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/usuario/conta');

  await expect(page).toHaveURL(/\/usuario\/conta$/);
  await esperarSaudacao(page, 'Maria');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  const chaves = await chavesDaSessao(page);
  expect(chaves.access_token).toBeTruthy();
  expect(chaves.refresh_token).toBeTruthy();
  expect(chaves.access_tokenGov).toBeTruthy();
});
