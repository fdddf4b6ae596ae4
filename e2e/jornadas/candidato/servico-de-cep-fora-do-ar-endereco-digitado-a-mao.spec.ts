import { expect, test } from '../../testes/jornada';
import { mensagemErroCep } from '@portal/contracts';
import { PORTAS, criarConta, entrarComCredenciais } from '../../testes';
import { preencherDadosCadastrais } from '../../testes/candidato/cadastro';

// This journey cuts a service off at the browser on purpose: the browser logs each aborted request.
test.use({ errosDeConsoleEsperados: /net::ERR_FAILED/ });

/**
 * The postal service is an external system (ViaCEP in production). Aborting its requests at the browser edge is how
 * a stopped service looks to the portal; only the postal service is cut, the API and the IdP stay real.
 */
test('com o serviço de CEP fora do ar, o candidato digita o endereço e salva', async ({ page, request }) => {
  const conta = await criarConta(request, { nome: 'Rui Ferreira' });
  await page.route(`http://localhost:${PORTAS.cep}/**`, (rota) => rota.abort());
  await entrarComCredenciais(page, conta.cpf, conta.senha, '/candidato/dados-cadastrais/edit');
  await preencherDadosCadastrais(page, { cpf: conta.cpf });
  await expect(page).toHaveURL(/\/candidato\/endereco\/form$/);

  const cep = page.getByRole('textbox', { name: 'CEP', exact: true });
  await cep.fill('01001000');
  await page.getByRole('button', { name: 'Buscar endereço pelo CEP' }).click();
  await expect(cep).toHaveAccessibleDescription(new RegExp(mensagemErroCep.ERRO_SERVIDOR));

  await page.getByRole('textbox', { name: 'Logradouro', exact: true }).fill('Praça da Sé');
  await page.getByLabel('Número').fill('100');
  await page.getByLabel('Bairro').fill('Sé');
  await page.getByRole('textbox', { name: 'Município', exact: true }).fill('São Paulo');
  await page.getByRole('textbox', { name: 'UF', exact: true }).fill('SP');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/form$/);
  await page.goto('/candidato/endereco/edit');
  await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue('Praça da Sé');
});
