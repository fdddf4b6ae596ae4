import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { chavesDaSessao, esperarSaudacao } from '../../testes/usuario/usuario';

test('Maria entra com CPF e senha, é levada à home e é saudada pelo nome @homologacao', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);

  await expect(page).toHaveURL(/\/home$/);
  await esperarSaudacao(page, 'Maria');
  const chaves = await chavesDaSessao(page);
  expect(chaves.access_token).toBeTruthy();
  expect(chaves.refresh_token).toBeTruthy();
  expect(chaves.access_tokenGov).toBeNull();
});
