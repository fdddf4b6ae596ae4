import { expect, test, type APIRequestContext, type Page } from '../../testes/jornada';
import { Regras, StatusInscricao, type TurmaDaGestao } from '@portal/contracts';
import { entrarNaApi, entrarNoNavegador, type Sessao } from '../../testes/inscricao/inscricao';
import { linhaDaInscricao } from '../../testes/inscricao/convocacao';
import {
  EQUIPE,
  abrirTurma,
  inscreverNovaCandidata,
  livres,
  turmasVistasPor,
  type CandidataInscrita,
} from '../../testes/gestao/gestao';

/** An open class of the Executora with three free seats, a Novo Emprego one when her unit has it. */
async function turmaComTresVagas(request: APIRequestContext, executora: Sessao): Promise<TurmaDaGestao> {
  const turmas = (await turmasVistasPor(request, executora)).filter(
    (t) => t.inscricoesAbertas && livres(t) >= 3,
  );
  const turma = turmas.find((t) => t.idPrograma === Regras.modalidadeNovoEmprego) ?? turmas[0];
  expect(turma, 'a Executora semeada tem uma turma aberta com três vagas livres').toBeDefined();
  return turma!;
}

/** The candidate, in the browser, confirms on the history page before the deadline shown there. */
async function confirmarNoHistorico(
  page: Page,
  request: APIRequestContext,
  c: CandidataInscrita,
  prazo: string,
) {
  await entrarNoNavegador(page, request, c.cpf, c.senha);
  await page.goto('/inscricao/historico');
  const linha = page.locator(linhaDaInscricao(c.idInscricao));
  await expect(linha).toContainText(`Confirme até ${prazo}`);
  await linha.getByRole('button', { name: /^Confirmar matrícula/ }).click();
  await expect(linha).toContainText('Matriculada');
}

/**
 * Issue 15, the whole cycle on both sides of the counter: the Executora calls up three enrolments of her class in
 * the operations area; each candidate sees the deadline on the history page and confirms; the Executora's list and
 * each candidate's enrolment in the API are then 'Matriculada' (4).
 */
test('a Executora convoca três inscrições, cada candidato confirma no prazo e os dois lados veem "Matriculada"', async ({
  page,
  request,
}) => {
  const executora = await entrarNaApi(request, EQUIPE.executora);
  const turma = await turmaComTresVagas(request, executora);
  const candidatos: CandidataInscrita[] = [];
  for (let i = 0; i < 3; i += 1) candidatos.push(await inscreverNovaCandidata(request, turma));

  await entrarNoNavegador(page, request, EQUIPE.executora);
  await abrirTurma(page, turma.id);
  await page.getByLabel('Situação').selectOption('Ativa');
  for (const c of candidatos) await page.locator(`#selecionar-${c.idInscricao}`).check();
  await page.getByRole('button', { name: 'Convocar selecionados (3)' }).click();
  const aviso = page.getByText(/^3 inscrições convocadas\. Prazo para confirmar: (\d{2}\/\d{2}\/\d{4})\.$/);
  await expect(aviso).toBeVisible();
  const prazo = (await aviso.innerText()).match(/\d{2}\/\d{2}\/\d{4}/)![0];

  for (const c of candidatos) await confirmarNoHistorico(page, request, c, prazo);

  await entrarNoNavegador(page, request, EQUIPE.executora);
  await abrirTurma(page, turma.id);
  await page.getByLabel('Situação').selectOption('Matriculada');
  const tabela = page.getByRole('table', { name: /^Inscrições, página 1 de/ });
  for (const c of candidatos) {
    const cpf = c.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    await expect(tabela.getByRole('row').filter({ hasText: cpf })).toContainText('Matriculada');
    const resposta = await request.get(`/v1/inscricao/${c.idInscricao}`, { headers: c.sessao.headers });
    expect(((await resposta.json()) as { idStatusInscricao: number }).idStatusInscricao).toBe(
      StatusInscricao.Matriculada,
    );
  }
});
