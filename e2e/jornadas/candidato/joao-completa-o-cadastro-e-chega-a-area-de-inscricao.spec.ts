import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';
import { preencherDadosCadastrais, preencherSocioeconomico } from '../../testes/candidato/cadastro';

/**
 * João (seeded with an account and no registration records) is led through the registration sequence of spec §4.
 * This is the only story that uses João: it creates his three records.
 */
test('João é conduzido pelos dados cadastrais, endereço e questionário até a área de inscrição @homologacao', async ({
  page,
}) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.joao.cpf, undefined, '/candidato/endereco/form');

  // No registration data yet (404): the address form sends him to the registration data, in create mode.
  await expect(page).toHaveURL(/\/candidato\/dados-cadastrais\/edit$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('João Souza');
  await preencherDadosCadastrais(page, { cpf: CONTAS_DEMONSTRACAO.joao.cpf });

  await expect(page).toHaveURL(/\/candidato\/endereco\/form$/);
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('01001-000');
  await page.getByRole('button', { name: 'Buscar endereço pelo CEP' }).click();
  await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue('Praça da Sé');
  await expect(page.getByRole('textbox', { name: 'Município', exact: true })).toHaveValue('São Paulo');
  await expect(page.getByRole('textbox', { name: 'UF', exact: true })).toHaveValue('SP');
  await expect(page.getByLabel('Número')).toBeFocused();
  await page.keyboard.type('100');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/form$/);
  await preencherSocioeconomico(page);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro concluído' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a área de inscrição' }).click();
  await expect(page).toHaveURL(/\/inscricao\/modalidades$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro concluído' })).toHaveCount(0);
});
