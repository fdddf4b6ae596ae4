import { expect, test, type APIRequestContext, type Browser, type Page } from '../../testes/jornada';
import type { ContaCriada } from '../../testes';
import {
  cancelarInscricoesAtivasNovoEmprego,
  criarCandidatoCompleto,
  entrarNaApi,
  escolherAteConferir,
  type Escolha,
  entrarNoNavegador,
} from '../../testes/inscricao/inscricao';

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

/**
 * Decision 1500: the one who arrives second at a full class goes to the waiting list (status 6) and is told so on
 * the receipt, with the position; a "Inscrição confirmada" there would be a false receipt.
 */
test('dois navegadores confirmam a última vaga ao mesmo tempo: um se inscreve, o outro entra na lista de espera e é avisado', async ({
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
      const naEspera = p.getByRole('heading', { level: 1, name: 'Você está na lista de espera' });
      await expect(confirmada.or(naEspera)).toBeVisible();
      return confirmada.isVisible();
    }),
  );
  expect(venceu.filter(Boolean)).toHaveLength(1);

  const perdedora = paginas[venceu.indexOf(false)]!;
  await expect(perdedora.getByText(/Você é o Nº 1 da lista\./)).toBeVisible();
  await expect(perdedora.getByRole('main')).toContainText('Soldador');
  await expect(perdedora.getByText('Inscrição confirmada')).toHaveCount(0);

  // Frees the seat again (the waiting one first, so the seat is not offered to it), for a retried run.
  for (const conta of [contas[venceu.indexOf(false)]!, contas[venceu.indexOf(true)]!]) {
    await cancelarInscricoesAtivasNovoEmprego(request, await entrarNaApi(request, conta.cpf, conta.senha));
  }
});
