import { expect, test } from '../../testes/jornada';
import { vagasLivres, entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { CPF_DA_MARIA, mariaInscritaNoCuidador } from '../../testes/inscricao/maria-inscrita';

test('Maria cancela a inscrição depois de confirmar no diálogo, e a turma ganha de volta a vaga', async ({
  page,
  request,
}) => {
  const { turma, inscricao } = await mariaInscritaNoCuidador(request);
  const vagasComInscricao = await vagasLivres(request, turma);
  await entrarNoNavegador(page, request, CPF_DA_MARIA);

  await page.goto(`/inscricao/detalhes/${inscricao.id}`);
  await page.getByRole('button', { name: 'Cancelar inscrição do curso Cuidador de Idosos' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
  await expect(dialogo).toBeVisible();
  // Backing out keeps the enrolment; Escape closes like "Não".
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(page.locator('dl.dados-inscricao')).toContainText('Ativa');

  await page.getByRole('button', { name: 'Cancelar inscrição do curso Cuidador de Idosos' }).click();
  await dialogo.getByRole('button', { name: 'Sim, cancelar inscrição' }).click();
  await expect(page.getByText('Inscrição cancelada. A vaga foi liberada.')).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText('Cancelada');
  await expect(page.getByRole('button', { name: /Cancelar inscrição/ })).toHaveCount(0);

  expect(await vagasLivres(request, turma)).toBe(vagasComInscricao + 1);
});
