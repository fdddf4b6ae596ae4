import { expect, test, type Page } from '../../testes/jornada';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import {
  TURMA_DA_HISTORIA,
  convocadoEUmNaEspera,
  linhaDaInscricao,
  type Candidato,
} from '../../testes/inscricao/convocacao';
import { conferirReflow, semViolacoesNosTresTemas } from '../../testes/acessibilidade/acessibilidade';
import { conferirLeitura } from '../../testes/acessibilidade/percurso';

test.describe.configure({ timeout: 300_000 });

/** The candidate's history with the enrolment's timeline open: axe in the three themes, and reflow at 320 px. */
async function conferirHistorico(page: Page, candidato: Candidato, estado: string | RegExp) {
  await page.goto('/inscricao/historico');
  const linha = page.locator(linhaDaInscricao(candidato.inscricao.id));
  await expect(linha).toContainText(estado);
  await linha.getByRole('button', { name: /^Linha do tempo/ }).click();
  await expect(linha.getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('.carregando')).toHaveCount(0);
  await semViolacoesNosTresTemas(page, String(estado));
  await conferirReflow(page, `/inscricao/historico (${String(estado)})`);
}

test('histórico com convocação (aviso, prazo, linha do tempo) e com lugar na espera: sem barreiras, a 320 px e a ordem de leitura', async ({
  page,
  request,
}) => {
  const { convocado, daEspera } = await convocadoEUmNaEspera(request, TURMA_DA_HISTORIA.acessibilidade);

  await entrarNoNavegador(page, request, convocado.conta.cpf, convocado.conta.senha);
  await conferirHistorico(page, convocado, 'Você foi convocado(a).');
  await expect(page.getByRole('region', { name: 'Convocação para matrícula' })).toBeVisible();
  await conferirLeitura(page, 'historico-com-convocacao');

  await entrarNoNavegador(page, request, daEspera.conta.cpf, daEspera.conta.senha);
  await conferirHistorico(page, daEspera, /Lista de espera — você é o Nº \d+/);
});
