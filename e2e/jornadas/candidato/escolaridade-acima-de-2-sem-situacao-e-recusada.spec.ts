import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** Spec §5: education level above 2 requires a graduation status. Maria edits without saving anything valid. */
test('escolaridade acima do nível 2 sem situação é recusada com a mensagem ligada ao campo', async ({
  page,
}) => {
  await entrarComCredenciais(
    page,
    CONTAS_DEMONSTRACAO.maria.cpf,
    undefined,
    '/candidato/questionario-socioeconomico/edit',
  );
  await expect(page.getByLabel('Situação da escolaridade')).toHaveValue('2');

  await page
    .getByRole('combobox', { name: 'Escolaridade', exact: true })
    .selectOption({ label: 'Ensino superior incompleto' });
  await page.getByLabel('Situação da escolaridade').selectOption({ label: 'Selecione' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();

  const resumo = page.getByRole('alert').filter({ hasText: 'Há problemas nas informações' });
  await expect(resumo).toBeFocused();
  await resumo.getByRole('link', { name: 'Informe a situação da escolaridade.' }).click();
  await expect(page.getByLabel('Situação da escolaridade')).toBeFocused();
  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/edit$/);
});
