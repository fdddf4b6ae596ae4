import { expect, test } from '../../testes/jornada';
import { candidatoDianteDoCursoDoEmpreenda, escolherOpcaoDaApi } from '../../testes/inscricao/inscricao';

/** Where the Empreenda SP catalogue sends "Inscrever-se": the confirmation page of this remote for that programme. */
test('um candidato novo escolhe município, unidade e turma do Empreenda SP e recebe o comprovante', async ({
  page,
  request,
}) => {
  const { curso } = await candidatoDianteDoCursoDoEmpreenda(page, request, 'Plano de Negócios');

  await page.goto(`/inscricao/confirmacao-qualificaSP-empreenda/${curso.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();
  await expect(page.getByText('Plano de Negócios')).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Escolha o município.' })).toBeVisible();

  for (const rotulo of ['Município', 'Unidade', 'Turma'])
    await escolherOpcaoDaApi(page.getByLabel(rotulo), 'primeira');
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText('Plano de Negócios');
  await expect(page.locator('dl.dados-inscricao')).toContainText('Empreenda SP');
});
