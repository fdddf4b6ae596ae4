import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** A form route whose record already exists redirects to its edit route (spec §4); Maria has every record. */
test('Maria abre o formulário de endereço e chega à edição do endereço que já tem', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/candidato/endereco/form');

  await expect(page).toHaveURL(/\/candidato\/endereco\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Endereço' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue(
    'Avenida Paulista',
  );
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible();
});
