import { expect, test } from '@playwright/test';
import { Mensagem } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../support';

test('Pedro, de 15 anos, é recusado na etapa do município e vai para os dados cadastrais', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.pedro.cpf);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  await page.getByLabel('Cuidador de Idosos', { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('alertdialog', { name: Mensagem.idadeMinimaCadastro })).toBeVisible();
  await expect(page).toHaveURL(/\/candidato\/dados-cadastrais\/edit$/);
});
