import { expect, test } from '@playwright/test';
import { CONTAS_DEMONSTRACAO } from '../../support';
import {
  CUIDADOR_EM_CAMPINAS,
  cancelarInscricoesAtivasNovoEmprego,
  entrarNaApi,
  inscreverPelaApi,
  turmaDoCatalogo,
  vagasLivres,
  entrarNoNavegador,
} from './apoio-inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

test('Maria cancela a inscrição depois de confirmar no diálogo, e a turma ganha de volta a vaga', async ({
  page,
  request,
}) => {
  const sessao = await entrarNaApi(request, cpf);
  await cancelarInscricoesAtivasNovoEmprego(request, sessao);
  const turma = await turmaDoCatalogo(request, CUIDADOR_EM_CAMPINAS);
  const inscricao = await inscreverPelaApi(request, sessao, turma.id);
  const vagasComInscricao = await vagasLivres(request, turma);
  await entrarNoNavegador(page, request, cpf);

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
