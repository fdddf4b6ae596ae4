import { expect, test } from '../../testes/jornada';
import { TURMA_DA_HISTORIA, candidatoInscrito, turmaDasConvocacoes } from '../../testes/inscricao/convocacao';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

// Offline, the page's requests fail on purpose (analytics, the live read the device's copy replaces).
test.use({ errosDeConsoleEsperados: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error/ });

const AVISO = /^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/;

/**
 * Issue 30 item 3 (decision 0415): a receipt seen online opens again in a tunnel, reloaded or from the installed app,
 * from the device. Its address names the enrolment (?idInscricao=), and such a page used to be never kept: the
 * reload showed the offline page though the enrolment was on the device.
 */
test('o comprovante recarregado sem conexão abre do aparelho, com o aviso', async ({
  page,
  context,
  request,
}) => {
  const idTurma = await turmaDasConvocacoes(request, TURMA_DA_HISTORIA.semConexao);
  const { conta, inscricao } = await candidatoInscrito(request, idTurma);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  const { id } = inscricao;
  await page.goto(`/inscricao/confirmacao-matricula?idInscricao=${id}`);
  await expect(page.getByRole('heading', { name: `Sua inscrição é a de número ${id}` })).toBeVisible();
  await esperarPaginaGuardada(page, '/inscricao/confirmacao-matricula');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(AVISO).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Sua inscrição é a de número ${id}` })).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText(
    inscricao.turmaPrincipal.cursoQualificacao.nome,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão', exact: true })).toHaveCount(0);
});
