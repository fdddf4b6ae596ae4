import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO, SENHA_DEMONSTRACAO, areaRemota } from '../../testes';
import { cancelarInscricoesAtivasNovoEmprego, entrarNaApi } from '../../testes/inscricao/inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

test("visitante filtra os cursos do Novo Emprego, abre um curso, escolhe 'Inscrever-se', entra como Maria e cai no fluxo de inscrição", async ({
  page,
  request,
}) => {
  // Maria must have no active novo emprego enrolment, or the flow would switch to editing it.
  await cancelarInscricoesAtivasNovoEmprego(request, await entrarNaApi(request, cpf));

  await page.goto('/novoemprego/cursos');
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Cursos do Novo Emprego' })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Soldador' })).toBeVisible();

  await area.getByRole('searchbox', { name: 'Filtrar cursos' }).fill('cuidador');
  await expect(area.getByText('1 curso encontrado.')).toBeVisible();
  await expect(area.getByRole('link', { name: 'Soldador' })).toHaveCount(0);
  await area.getByRole('link', { name: 'Cuidador de Idosos' }).click();

  await expect(area.getByRole('heading', { level: 1, name: 'Cuidador de Idosos' })).toBeVisible();
  await expect(page).toHaveTitle('Cuidador de Idosos | Portal Qualifica');
  await expect(area.getByText('160 horas')).toBeVisible();
  const idCurso = /\/novoemprego\/details\/(\d+)$/.exec(page.url())![1]!;

  await area.getByRole('button', { name: 'Inscrever-se' }).click();

  const destino = `/inscricao/escolha-municipio/form/${idCurso}`;
  await expect(page).toHaveURL(
    (url) => url.pathname === '/usuario/login' && url.searchParams.get('returnUrl') === destino,
  );
  await expect(page.getByText('Efetue o login para continuar')).toBeVisible();
  const escolha = await page.evaluate(() => localStorage.getItem('cursoEscolhido'));
  expect(JSON.parse(escolha ?? 'null')).toEqual({ idCurso: Number(idCurso), idModalidade: 22 });

  await page.getByLabel('CPF ou e-mail').fill(cpf);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA_DEMONSTRACAO);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === destino);
  await expect(
    areaRemota(page).getByRole('heading', { level: 1, name: 'Escolha o município' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Olá, Maria');
});
