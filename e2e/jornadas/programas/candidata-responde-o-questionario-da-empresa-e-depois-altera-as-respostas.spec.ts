import { expect, test } from '../../testes/jornada';
import { areaRemota, criarConta, entrarComCredenciais } from '../../testes';
import { conferirPagina } from '../../testes/acessibilidade/percurso';

const ROTA = '/candidato/questionario-empresa/edit';

test('uma candidata responde ao questionário da empresa, volta a editar, encontra as respostas e as altera', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request);
  await entrarComCredenciais(page, conta.cpf, conta.senha, ROTA);
  const area = areaRemota(page);

  // The title is said once (it used to be the h1 and again an h2 with the same words).
  await expect(area.getByRole('heading', { level: 1, name: 'Questionário da empresa' })).toBeVisible();
  await expect(area.getByText('Questionário da empresa', { exact: true })).toHaveCount(1);
  // Issue 14: the questionnaire, blank and answered, passes the checks every page of the walk passes.
  await conferirPagina(page, `${ROTA} em branco`);
  await area.getByRole('radio', { name: 'Sim' }).check();
  await area.getByLabel('Área de interesse (opcional)').fill('Vendas');
  await area.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(area.getByRole('heading', { name: 'Respostas enviadas' })).toBeVisible();
  await conferirPagina(page, `${ROTA} respondido`);

  // Opening 'editar' again: the saved answers are there, not a blank form that would end in a 409.
  await page.goto(ROTA);
  await expect(area.getByRole('radio', { name: 'Sim' })).toBeChecked();
  await expect(area.getByLabel('Área de interesse (opcional)')).toHaveValue('Vendas');
  await area.getByRole('radio', { name: 'Não' }).check();
  await area.getByLabel('Área de interesse (opcional)').fill('Logística');
  await area.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(area.getByRole('heading', { name: 'Respostas alteradas' })).toBeVisible();

  await page.reload();
  await expect(area.getByRole('radio', { name: 'Não' })).toBeChecked();
  await expect(area.getByLabel('Área de interesse (opcional)')).toHaveValue('Logística');
});
