import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

/** The seed gives Maria a finished, approved course (Design Gráfico); no other story changes it. */
test('Maria filtra meus cursos por concluídos e aprovados e depois por reprovados', async ({
  page,
  request,
}) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.maria.cpf);

  await page.goto('/meus-cursos/concluidos/aprovado');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus cursos' })).toBeVisible();
  const curso = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Design Gráfico' }) });
  await expect(curso).toContainText('Situação: Concluída. Resultado: Aprovado.');
  await expect(
    page.getByRole('navigation', { name: 'Situação dos cursos' }).getByRole('link', { name: 'Concluídos' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('navigation', { name: 'Resultado' }).getByRole('link', { name: 'Reprovado' }).click();
  await expect(page).toHaveURL(/\/meus-cursos\/concluidos\/reprovado$/);
  await expect(page.getByText('Nenhum curso nesta situação.')).toBeVisible();

  await page.goto('/meus-cursos/qualquer/coisa');
  await expect(page).toHaveURL(/\/meus-cursos\/todos\/todos$/);
  await expect(page.getByRole('heading', { name: 'Design Gráfico' })).toBeVisible();
});
