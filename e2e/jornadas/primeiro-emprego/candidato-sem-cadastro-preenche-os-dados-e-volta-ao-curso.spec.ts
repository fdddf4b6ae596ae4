import { expect, test } from '../../testes/jornada';
import { areaRemota, confirmarEmail, criarConta, entrarComCredenciais } from '../../testes';
import { preencherDadosCadastrais, preencherSocioeconomico } from '../../testes/candidato/cadastro';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Issue 28 §1, on a phone: a candidate with an account and no registration records presses "Inscrever-se" on a
 * first-job course. He used to land on the account page (/usuario/form → /usuario/edit), the course forgotten; now
 * he reaches the form that creates the registration data, goes through the address and the questionnaire, and comes
 * back to the course he was enrolling in.
 */
test('candidato sem cadastro aperta "Inscrever-se" num curso do primeiro emprego, preenche os dados e volta ao curso', async ({
  page,
  request,
}) => {
  const conta = await criarConta(request, { dataNascimento: '10/05/2006' });
  await confirmarEmail(request, conta);
  await entrarComCredenciais(page, conta.cpf, conta.senha);

  await page.goto('/meuprimeiroemprego/cursos');
  const area = areaRemota(page);
  await area.getByRole('link', { name: 'Auxiliar de Escritório' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Auxiliar de Escritório' })).toBeVisible();
  await area.getByRole('button', { name: 'Inscrever-se' }).click();

  // The form that creates the registration data, with the way back to the course.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/candidato/dados-cadastrais/edit' &&
      url.searchParams.get('returnUrl') === '/meuprimeiroemprego/inscricao/edit',
  );
  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toBeVisible();
  await alerta.getByRole('button', { name: 'OK' }).click();
  await preencherDadosCadastrais(page, { cpf: conta.cpf, dataNascimento: '10/05/2006' });

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/candidato/endereco/form' &&
      url.searchParams.get('returnUrl') === '/meuprimeiroemprego/inscricao/edit',
  );
  await page.getByRole('textbox', { name: 'CEP', exact: true }).fill('01001-000');
  await page.getByRole('button', { name: 'Buscar endereço pelo CEP' }).click();
  await expect(page.getByRole('textbox', { name: 'Logradouro', exact: true })).toHaveValue('Praça da Sé');
  await page.getByLabel('Número').fill('100');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/form\?returnUrl=/);
  await preencherSocioeconomico(page);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  // Back at the course: the enrolment form, with the course he chose.
  await expect(page).toHaveURL(/\/meuprimeiroemprego\/inscricao\/edit$/);
  await expect(
    area.getByRole('heading', { level: 1, name: 'Inscrição no Meu Primeiro Emprego' }),
  ).toBeVisible();
  await expect(area.getByRole('combobox', { name: /Curso/ }).locator('option:checked')).toHaveText(
    'Auxiliar de Escritório',
  );
  await expect(page).not.toHaveURL(/\/usuario\//);
});
