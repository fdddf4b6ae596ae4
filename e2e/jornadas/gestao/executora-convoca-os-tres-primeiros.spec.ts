import { expect, test, type Locator } from '../../testes/jornada';
import { inscricoesDaTurmaSchema, StatusInscricao } from '@portal/contracts';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { EQUIPE, abrirTurma, turmaComTresAtivas } from '../../testes/gestao/gestao';

/** The CPF cell of a row (the Executora sees it whole): it tells the candidates apart, their names may repeat. */
const cpfDaLinha = (linha: Locator) => linha.getByRole('cell').nth(1).innerText();

/**
 * Issue 15: the Executora signs in, goes to the operations area through the menu, opens her class, ticks the first three active enrolments (enrolment order) and
 * calls them up with the default deadline; the list then shows them as 'Convocada', and so does the API.
 */
test('a Executora convoca as três primeiras inscrições da turma, que passam a "Convocada" @homologacao', async ({
  page,
  request,
}) => {
  const { sessao, turma } = await turmaComTresAtivas(request);
  await entrarNoNavegador(page, request, EQUIPE.executora);
  // Her menu leads to the staff page, which lists the area mfe-gestao's registry line declares for her role
  // (decisions 1560, 1562).
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Administração' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Área de operações' }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  await abrirTurma(page, turma.id);

  await page.getByLabel('Situação').selectOption('Ativa');
  const tabela = page.getByRole('table', { name: /^Inscrições, página 1 de/ });
  const ativas = tabela.getByRole('row').filter({ has: page.getByRole('checkbox') });
  const cpfs: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    cpfs.push(await cpfDaLinha(ativas.nth(i)));
    await ativas.nth(i).getByRole('checkbox').check();
  }
  await expect(page.getByLabel('Prazo para confirmar (dias úteis)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Convocar selecionados (3)' }).click();
  await expect(
    page.getByText(/^3 inscrições convocadas\. Prazo para confirmar: \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();

  await page.getByLabel('Situação').selectOption('Convocada');
  for (const cpf of cpfs) {
    await expect(tabela.getByRole('row').filter({ hasText: cpf })).toContainText('Convocada');
  }
  const resposta = await request.get(`/v1/gestao/turmas/${turma.id}/inscricoes`, {
    params: { status: StatusInscricao.Convocada, porPagina: 100 },
    headers: sessao.headers,
  });
  const convocadas = inscricoesDaTurmaSchema.parse(await resposta.json()).itens.map((i) => i.cpf);
  expect(convocadas).toEqual(expect.arrayContaining(cpfs));
});
