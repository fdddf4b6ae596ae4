import { expect, test, type Page } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import {
  CUIDADOR_EM_CAMPINAS,
  cancelarInscricoesAtivasNovoEmprego,
  entrarNaApi,
  entrarNoNavegador,
  escolherAteConferir,
} from '../../testes/inscricao/inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

/** From the history's 'Fazer nova inscrição' to the receipt; returns the enrolment number shown there. */
async function inscreverNoNovoEmprego(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Fazer nova inscrição' }).click();
  await page.getByRole('link', { name: /Inscrever-se no Novo Emprego/ }).click();
  await escolherAteConferir(page, CUIDADOR_EM_CAMPINAS);
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  const titulo = await page.getByRole('heading', { name: /Sua inscrição é a de número \d+/ }).textContent();
  return /(\d+)/.exec(titulo ?? '')![1]!;
}

test('Maria se inscreve, abre o fluxo de novo, cancela no histórico e se inscreve outra vez no mesmo programa, sem sair @homologacao @homologacao-curta', async ({
  page,
  request,
}) => {
  await cancelarInscricoesAtivasNovoEmprego(request, await entrarNaApi(request, cpf));
  await entrarNoNavegador(page, request, cpf);
  await page.goto('/inscricao/historico');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  const primeira = await inscreverNoNovoEmprego(page);

  // Starting again while enrolled leads to the edit flow, which keeps the enrolment as the update draft.
  await page.getByRole('link', { name: 'Ver minhas inscrições' }).click();
  await page.getByRole('link', { name: 'Fazer nova inscrição' }).click();
  await page.getByRole('link', { name: /Inscrever-se no Novo Emprego/ }).click();
  await expect(page.getByRole('region', { name: 'Alteração de inscrição' })).toContainText(
    `inscrição nº ${primeira}`,
  );

  await page.goto('/inscricao/historico');
  const linha = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: primeira, exact: true }) });
  await linha.getByRole('button', { name: 'Cancelar inscrição do curso Cuidador de Idosos' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar inscrição?' })
    .getByRole('button', { name: 'Sim, cancelar inscrição' })
    .click();
  await expect(linha).toContainText('Cancelada');

  const segunda = await inscreverNoNovoEmprego(page);
  expect(segunda).not.toBe(primeira);
  await page.getByRole('link', { name: 'Ver minhas inscrições' }).click();
  const nova = page.getByRole('row').filter({ has: page.getByRole('cell', { name: segunda, exact: true }) });
  await expect(nova).toContainText('Ativa');
  await expect(nova).toContainText('Presencial');
});
