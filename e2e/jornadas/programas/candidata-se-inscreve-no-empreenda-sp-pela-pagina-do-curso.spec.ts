import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import { criarCandidatoCompleto } from '../../testes/inscricao/inscricao';
import { escolherPrimeiraOpcao } from '../../testes/programas/programas';

test("no catálogo do Empreenda SP, 'Inscrever-se' leva, depois do login, à confirmação do programa e a inscrição é feita", async ({
  page,
  request,
}) => {
  const conta = await criarCandidatoCompleto(request);

  await page.goto('/EmpreendaSP/cursos');
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Cursos do Empreenda SP' })).toBeVisible();
  await area.getByRole('link', { name: 'Plano de Negócios' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Plano de Negócios' })).toBeVisible();
  const idCurso = /\/EmpreendaSP\/details\/(\d+)$/.exec(page.url())![1]!;
  await area.getByRole('button', { name: 'Inscrever-se' }).click();

  const destino = `/inscricao/confirmacao-qualificaSP-empreenda/${idCurso}`;
  await expect(page).toHaveURL(
    (url) => url.pathname === '/usuario/login' && url.searchParams.get('returnUrl') === destino,
  );
  await page.getByLabel('CPF ou e-mail').fill(conta.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(conta.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === destino);
  await expect(area.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();
  await expect(area.getByText('Plano de Negócios')).toBeVisible();
  await escolherPrimeiraOpcao(area.getByLabel('Município'));
  await escolherPrimeiraOpcao(area.getByLabel('Unidade'));
  await escolherPrimeiraOpcao(area.getByLabel('Turma'));
  await area.getByRole('button', { name: 'Confirmar inscrição' }).click();

  await expect(area.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  await expect(area.getByRole('heading', { name: /Sua inscrição é a de número \d+/ })).toBeVisible();
});
