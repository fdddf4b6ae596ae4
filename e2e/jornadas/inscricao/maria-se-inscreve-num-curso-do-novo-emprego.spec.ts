import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import {
  CUIDADOR_EM_CAMPINAS,
  cancelarInscricoesAtivasNovoEmprego,
  entrarNaApi,
  escolherAteConferir,
  entrarNoNavegador,
} from '../../testes/inscricao/inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

test('Maria escolhe curso, município, unidade e turno, confere, confirma e vê a inscrição no histórico e nos detalhes', async ({
  page,
  request,
}) => {
  await cancelarInscricoesAtivasNovoEmprego(request, await entrarNaApi(request, cpf));
  await entrarNoNavegador(page, request, cpf);

  await page.goto('/inscricao/modalidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o programa' })).toBeVisible();
  await page.getByRole('link', { name: /Inscrever-se no Novo Emprego/ }).click();
  await escolherAteConferir(page, CUIDADOR_EM_CAMPINAS);

  const resumo = page.locator('dl.lista-resumo');
  await expect(resumo).toContainText('Cuidador de Idosos');
  await expect(resumo).toContainText('Campinas');
  await expect(resumo).toContainText('Centro de Formação Campinas');
  await expect(resumo).toContainText('Manhã, 08:00 às 12:00');
  await expect(page.getByRole('link', { name: 'Alterar município' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  const titulo = await page.getByRole('heading', { name: /Sua inscrição é a de número \d+/ }).textContent();
  const numero = /(\d+)/.exec(titulo ?? '')![1]!;
  await expect(page.getByRole('button', { name: 'Imprimir comprovante' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que acontece a seguir' })).toBeVisible();
  const escolhasGuardadas = await page.evaluate(() => [
    localStorage.getItem('municipioEscolhido'),
    localStorage.getItem('opcaoInscricao'),
  ]);
  expect(escolhasGuardadas).toEqual([null, null]);

  await page.getByRole('link', { name: 'Ver minhas inscrições' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  const linha = page.getByRole('row').filter({ has: page.getByRole('cell', { name: numero, exact: true }) });
  await expect(linha).toContainText('Cuidador de Idosos');
  await expect(linha).toContainText('Ativa');
  await expect(linha).toContainText('Manhã');

  await linha.getByRole('link', { name: `Ver detalhes da inscrição ${numero}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da inscrição' })).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText(numero);
  await expect(page.locator('dl.dados-inscricao')).toContainText('Ativa');
  await expect(page.locator('dl.dados-inscricao')).toContainText('Centro de Formação Campinas');
});
