import { expect, test } from '../../testes/jornada';
import { linkDaCaixaPostal } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import {
  TURMA_DA_HISTORIA,
  convocadoEUmNaEspera,
  inscricaoNaApi,
  linhaDaInscricao,
} from '../../testes/inscricao/convocacao';

test('quem cancela uma vaga já confirmada a devolve, e o primeiro da lista de espera é convocado', async ({
  page,
  request,
}) => {
  const { convocado: matriculado, daEspera } = await convocadoEUmNaEspera(request, TURMA_DA_HISTORIA.cancela);

  // The one on the waiting list sees their place in line.
  await entrarNoNavegador(page, request, daEspera.conta.cpf, daEspera.conta.senha);
  await page.goto('/inscricao/historico');
  const espera = page.locator(linhaDaInscricao(daEspera.inscricao.id));
  await expect(espera).toContainText('Lista de espera — você é o Nº 1');

  await entrarNoNavegador(page, request, matriculado.conta.cpf, matriculado.conta.senha);
  await page.goto('/inscricao/historico');
  const linha = page.locator(linhaDaInscricao(matriculado.inscricao.id));
  await linha.getByRole('button', { name: /^Confirmar matrícula/ }).click();
  await expect(linha).toContainText('Matriculada');

  await linha.getByRole('button', { name: /^Cancelar inscrição/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar inscrição?' })
    .getByRole('button', { name: 'Sim, cancelar inscrição' })
    .click();
  await expect(page.getByText('Inscrição cancelada. A vaga foi liberada.')).toBeVisible();
  await expect(linha).toContainText('Cancelada');

  expect((await inscricaoNaApi(request, daEspera)).idStatusInscricao).toBe(3);
  await linkDaCaixaPostal(request, daEspera.conta.email, '/inscricao/historico');
  await entrarNoNavegador(page, request, daEspera.conta.cpf, daEspera.conta.senha);
  await page.goto('/inscricao/historico');
  await expect(espera).toContainText('Você foi convocado(a).');
});
