/** Steps of the candidate registration shared by the candidato/* stories, through the real pages. */
import { expect, type Page } from '@playwright/test';

export interface DadosDigitados {
  cpf: string;
  dataNascimento?: string;
}

/** Fills the registration-data page in create mode (name and e-mail come from the account) and saves it. */
export async function preencherDadosCadastrais(
  page: Page,
  { cpf, dataNascimento = '20/07/1995' }: DadosDigitados,
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Dados cadastrais' })).toBeVisible();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(cpf);
  await page.getByLabel('Data de nascimento').fill(dataNascimento);
  await page.getByLabel('Sexo').selectOption({ label: 'Masculino' });
  await page.getByLabel('Raça ou cor').selectOption({ label: 'Parda' });
  await page.getByLabel('Você tem alguma deficiência?').selectOption({ label: 'Não' });
  await page.getByLabel('Telefone').fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
}

/** Answers the socioeconomic questionnaire with a complete secondary education. */
export async function preencherSocioeconomico(page: Page) {
  await page
    .getByRole('combobox', { name: 'Escolaridade', exact: true })
    .selectOption({ label: 'Ensino médio completo' });
  await page.getByLabel('Situação da escolaridade').selectOption({ label: 'Concluído' });
  await page.getByLabel('Renda familiar mensal').selectOption({ label: 'De 1 a 2 salários mínimos' });
  await page.getByLabel('Quantas pessoas moram na sua casa, contando você?').fill('3');
  await page.getByLabel('Situação de trabalho').selectOption({ label: 'Desempregado(a)' });
  await page.getByLabel('Alguém da sua família recebe benefício social?').selectOption({ label: 'Não' });
}
