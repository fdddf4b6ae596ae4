import { expect, test } from '../../testes/jornada';
import { mensagemErroCep } from '@portal/contracts';
import { criarConta, entrarComCredenciais } from '../../testes';
import { preencherDadosCadastrais } from '../../testes/candidato/cadastro';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * On a phone, Rui looks up 01001000 (Praça da Sé), then 20040020, which the postal service does not know. The address
 * of the first CEP must not be saved under the second: what the first lookup filled goes, and the range note
 * ("lado ímpar") never reaches "Complemento" (issue 28, item 5).
 */
test('um CEP não encontrado depois de outro limpa o endereço da busca anterior, e nada dele é salvo', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request, { nome: 'Rui Andrade' });
  await entrarComCredenciais(page, conta.cpf, conta.senha, '/candidato/dados-cadastrais/edit');
  await preencherDadosCadastrais(page, { cpf: conta.cpf });
  await expect(page).toHaveURL(/\/candidato\/endereco\/form$/);

  const cep = page.getByRole('textbox', { name: 'CEP', exact: true });
  const logradouro = page.getByRole('textbox', { name: 'Logradouro', exact: true });
  const complemento = page.getByRole('textbox', { name: 'Complemento (opcional)' });
  const municipio = page.getByRole('textbox', { name: 'Município', exact: true });
  const buscar = page.getByRole('button', { name: 'Buscar endereço pelo CEP' });

  await cep.fill('01001000');
  await buscar.click();
  await expect(logradouro).toHaveValue('Praça da Sé');
  await expect(municipio).toHaveValue('São Paulo');
  await expect(complemento).toHaveValue('');
  await page.getByLabel('Número').fill('100');

  await cep.fill('20040020');
  await buscar.click();
  await expect(cep).toHaveAccessibleDescription(new RegExp(mensagemErroCep.CEP_NAO_ENCONTRADO));
  await expect(logradouro).toHaveValue('');
  await expect(municipio).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'UF', exact: true })).toHaveValue('');

  // Saving now is refused: the address of 01001000 is gone, and nothing is sent under 20040020.
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/candidato\/endereco\/form$/);
  await expect(logradouro).toHaveAttribute('aria-invalid', 'true');
  const semEndereco = await request.get(`/v1/candidato/viaRapida/endereco/${conta.id}`, {
    headers: { Authorization: `Bearer ${conta.token}` },
  });
  expect(semEndereco.status()).toBe(404);

  // Rui types the address of the new CEP himself; that is what is saved.
  await logradouro.fill('Rua Primeiro de Março');
  await page.getByLabel('Bairro').fill('Centro');
  await municipio.fill('Rio de Janeiro');
  await page.getByRole('textbox', { name: 'UF', exact: true }).fill('RJ');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/form$/);
  await page.goto('/candidato/endereco/edit');
  await expect(cep).toHaveValue('20040020');
  await expect(logradouro).toHaveValue('Rua Primeiro de Março');
  await expect(municipio).toHaveValue('Rio de Janeiro');
});
