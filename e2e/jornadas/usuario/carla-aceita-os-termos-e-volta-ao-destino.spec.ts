import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, SENHA_DEMONSTRACAO } from '../../testes';
import { conferirPagina } from '../../testes/acessibilidade/percurso';

test('Carla, com os termos pendentes, é levada a atualizar-cadastro e, depois de aceitar, volta aonde ia', async ({
  page,
}) => {
  await page.goto(`/usuario/login?returnUrl=${encodeURIComponent('/usuario/alterar-email/edit')}`);
  await page.getByLabel('CPF ou e-mail').fill(CONTAS_DEMONSTRACAO.carla.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMONSTRACAO);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/usuario\/atualizar-cadastro\?returnUrl=%2Fusuario%2Falterar-email%2Fedit$/);
  await expect(page.getByRole('heading', { name: 'Termos de uso' })).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Carla Dias');
  await expect(page.getByLabel('E-mail')).toHaveValue('carla.dias@exemplo.com.br');
  // Issue 14: the terms page passes the checks every page of the walk passes (it opens once per account).
  await conferirPagina(page, '/usuario/atualizar-cadastro');

  await page.getByLabel('Li e aceito os termos de uso do portal').check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();

  await expect(page).toHaveURL(/\/usuario\/alterar-email\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar e-mail' })).toBeVisible();
  // The terms page is closed once accepted: it now sends Carla to her account.
  await page.goto('/usuario/atualizar-cadastro');
  await expect(page).toHaveURL(/\/usuario\/conta$/);
});
