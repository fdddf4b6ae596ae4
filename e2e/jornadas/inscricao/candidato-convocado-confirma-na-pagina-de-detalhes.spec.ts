import { expect, test } from '../../testes/jornada';
import { violacoesAxe } from '../../testes/acessibilidade/acessibilidade';
import {
  TURMA_DA_HISTORIA,
  convocadoNoHistorico,
  dataDoPrazo,
  inscricaoNaApi,
  linhaDaInscricao,
} from '../../testes/inscricao/convocacao';

/**
 * Issue 15 and decision 1540 on the enrolment's own page: the called-up candidate follows "Ver detalhes" from the
 * history, sees there the deadline as a date and the time left, and confirms; the page and the API then say
 * 'Matriculada'.
 */
test('o candidato convocado vê o prazo e o tempo que falta nos detalhes da inscrição e confirma ali', async ({
  page,
  request,
}) => {
  const { candidato, prazo } = await convocadoNoHistorico(page, request, TURMA_DA_HISTORIA.detalhes);
  await page
    .locator(linhaDaInscricao(candidato.inscricao.id))
    .getByRole('link', { name: `Ver detalhes da inscrição ${candidato.inscricao.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/inscricao/detalhes/${candidato.inscricao.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da inscrição' })).toBeVisible();

  const situacao = page.locator('dt:text-is("Situação") + dd');
  await expect(situacao).toContainText('Você foi convocado(a).');
  await expect(situacao).toContainText(`Confirme até ${dataDoPrazo(prazo)}`);
  // Three working days: whole days, in words (decision 1540; the wording is unit-tested in comum/prazo.test.ts).
  await expect(situacao).toContainText(/\((faltam [2-9] dias|falta 1 dia)\)/);
  await expect(page.locator('.carregando')).toHaveCount(0);
  expect(await violacoesAxe(page)).toEqual([]);

  await page.getByRole('button', { name: /^Confirmar matrícula/ }).click();
  await expect(page.getByText('Matrícula confirmada.')).toBeVisible();
  await expect(situacao).toHaveText('Matriculada');
  await expect(page.getByRole('button', { name: /^Confirmar matrícula/ })).toHaveCount(0);

  expect((await inscricaoNaApi(request, candidato)).idStatusInscricao).toBe(4);
});
