import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Mensagem } from '@portal/contracts';
import type { ContaCriada } from '../../support';
import {
  cancelarInscricoesAtivasNovoEmprego,
  criarCandidatoCompleto,
  entrarNaApi,
  escolherAteConferir,
  type Escolha,
  entrarNoNavegador,
} from './apoio-inscricao';

/** The seed's one-seat class kept for this race (api/src/db/seed: TURMA_VAGA_UNICA_E2E, Soldador in Santos, afternoon). */
const ULTIMA_VAGA: Escolha = {
  curso: 'Soldador',
  municipio: 'Santos',
  unidade: 'Centro de Formação Santos',
  turno: /^Tarde/,
};

async function prepararNaConferencia(
  browser: Browser,
  request: APIRequestContext,
  conta: ContaCriada,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  await escolherAteConferir(page, ULTIMA_VAGA);
  return page;
}

test('dois navegadores confirmam a última vaga ao mesmo tempo: um se inscreve, o outro é avisado e escolhe outra turma', async ({
  browser,
  request,
}) => {
  const contas = [await criarCandidatoCompleto(request), await criarCandidatoCompleto(request)];
  const paginas = [
    await prepararNaConferencia(browser, request, contas[0]!),
    await prepararNaConferencia(browser, request, contas[1]!),
  ];

  await Promise.all(paginas.map((p) => p.getByRole('button', { name: 'Confirmar inscrição' }).click()));

  const venceu = await Promise.all(
    paginas.map(async (p) => {
      const confirmada = p.getByRole('heading', { level: 1, name: 'Inscrição confirmada' });
      const lotada = p.getByRole('alert').filter({ hasText: Mensagem.turmaLotada });
      await expect(confirmada.or(lotada)).toBeVisible();
      return confirmada.isVisible();
    }),
  );
  expect(venceu.filter(Boolean)).toHaveLength(1);

  const perdedora = paginas[venceu.indexOf(false)]!;
  await expect(perdedora.locator('dl.lista-resumo')).toContainText('Soldador');
  await perdedora.getByRole('link', { name: 'Escolher outra turma' }).click();
  await expect(perdedora.getByRole('heading', { level: 1, name: 'Escolha o turno' })).toBeVisible();
  await expect(perdedora.getByLabel(/^Tarde/)).toBeDisabled();
  await perdedora.getByLabel(/^Manhã/).check();
  await perdedora.getByRole('button', { name: 'Continuar' }).click();
  await expect(perdedora.locator('dl.lista-resumo')).toContainText('Centro de Formação Santos');

  // Frees the seat again, so a retried run finds the race as the seed left it.
  const vencedora = contas[venceu.indexOf(true)]!;
  await cancelarInscricoesAtivasNovoEmprego(
    request,
    await entrarNaApi(request, vencedora.cpf, vencedora.senha),
  );
});
