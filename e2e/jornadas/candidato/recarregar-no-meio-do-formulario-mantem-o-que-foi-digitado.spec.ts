import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** Drafts are kept until saved: a reload in the middle of a form loses nothing (Maria does not save). */
test('recarregar a página no meio do formulário mantém o que foi digitado', async ({ page }) => {
  await entrarComCredenciais(
    page,
    CONTAS_DEMONSTRACAO.maria.cpf,
    undefined,
    '/candidato/dados-cadastrais/edit',
  );
  const telefone = page.getByLabel('Telefone');
  await expect(telefone).toHaveValue('11987654321');
  await telefone.fill('(21) 3333-4444');
  await page.getByLabel('Nome social (opcional)').fill('Mari');

  await page.reload();

  await expect(page.getByLabel('Telefone')).toHaveValue('(21) 3333-4444');
  await expect(page.getByLabel('Nome social (opcional)')).toHaveValue('Mari');
});
