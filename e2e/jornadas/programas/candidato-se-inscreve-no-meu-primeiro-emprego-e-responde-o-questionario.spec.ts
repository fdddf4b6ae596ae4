import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import { criarCandidatoCompleto } from '../../testes/inscricao/inscricao';
import { escolherPrimeiraOpcao } from '../../testes/programas/programas';

test('um jovem escolhe um curso do Meu Primeiro Emprego, entra, escolhe a turma, responde ao questionário e vê a inscrição', async ({
  page,
  request,
}) => {
  // A fresh candidate (complete registration, confirmed e-mail): the story does not depend on other specs.
  const conta = await criarCandidatoCompleto(request, '10/05/2006');

  await page.goto('/meuprimeiroemprego/cursos');
  const area = areaRemota(page);
  await area.getByRole('link', { name: 'Auxiliar de Escritório' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Auxiliar de Escritório' })).toBeVisible();
  await area.getByRole('button', { name: 'Inscrever-se' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/usuario/login' &&
      url.searchParams.get('returnUrl') === '/meuprimeiroemprego/inscricao/edit',
  );
  await page.getByLabel('CPF ou e-mail').fill(conta.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/meuprimeiroemprego\/inscricao\/edit$/);
  await expect(
    area.getByRole('heading', { level: 1, name: 'Inscrição no Meu Primeiro Emprego' }),
  ).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Período de inscrição' })).toBeVisible();
  const curso = area.getByRole('combobox', { name: /Curso/ });
  await expect(curso.locator('option:checked')).toHaveText('Auxiliar de Escritório');

  // Saving without a class: the summary names the missing fields and links to them.
  await area.getByRole('button', { name: 'Inscrever-se' }).click();
  await expect(area.getByRole('alert').getByRole('link', { name: 'Escolha o município.' })).toBeVisible();

  await escolherPrimeiraOpcao(area.getByRole('combobox', { name: /Município/ }));
  await escolherPrimeiraOpcao(area.getByRole('combobox', { name: /Unidade/ }));
  await escolherPrimeiraOpcao(area.getByRole('combobox', { name: /Turma/ }));
  await area.getByRole('button', { name: 'Inscrever-se' }).click();

  await expect(
    area.getByRole('heading', { level: 1, name: 'Questionário do Meu Primeiro Emprego' }),
  ).toBeVisible();
  await area.getByRole('radio', { name: 'Internet' }).check();
  await area.getByRole('button', { name: 'Enviar respostas' }).click();

  await expect(
    area.getByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' }),
  ).toBeVisible();
  await expect(area.locator('dl.dados-inscricao')).toContainText('Auxiliar de Escritório');
  await expect(area.getByText('Situação: Ativa')).toBeVisible();

  // The questionnaire of this period is answered: coming back to it leads to the enrolment.
  await page.goto('/meuprimeiroemprego/questionario');
  await expect(
    area.getByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' }),
  ).toBeVisible();
});
