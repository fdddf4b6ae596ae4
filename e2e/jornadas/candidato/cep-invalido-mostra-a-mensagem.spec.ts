import { expect, test } from '../../testes/jornada';
import { mensagemErroCep } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

/** The CEP rules of spec §5 speak before any call to the postal service; Maria only looks, nothing is saved. */
test('um CEP inválido mostra a sua mensagem junto do campo', async ({ page }) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf, undefined, '/candidato/endereco/edit');
  const cep = page.getByRole('textbox', { name: 'CEP', exact: true });
  await expect(cep).toHaveValue('01310100');

  await cep.fill('0131-01');
  await page.getByRole('button', { name: 'Buscar endereço pelo CEP' }).click();
  await expect(cep).toHaveAccessibleDescription(new RegExp(mensagemErroCep.CEP_MUITO_CURTO));
  await expect(cep).toHaveAttribute('aria-invalid', 'true');

  await cep.fill('01A10100');
  await cep.press('Enter');
  await expect(cep).toHaveAccessibleDescription(new RegExp(mensagemErroCep.CEP_INVALIDO));
  // Enter looked the CEP up instead of submitting the address.
  await expect(page).toHaveURL(/\/candidato\/endereco\/edit$/);
});
