import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

test('Pedro, de 15 anos, é recusado na etapa do município e vai para os dados cadastrais', async ({
  page,
  request,
}) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.pedro.cpf);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  await page.getByLabel('Cuidador de Idosos', { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('alertdialog', { name: Mensagem.idadeMinimaCadastro })).toBeVisible();
  await expect(page).toHaveURL(/\/candidato\/dados-cadastrais\/edit$/);
});
