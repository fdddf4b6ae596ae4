import { expect, test } from '../../testes/jornada';
import { candidatoInscrito, turmaDasConvocacoes, TURMA_DA_HISTORIA } from '../../testes/inscricao/convocacao';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Issue 28 §11: at 360 px the history was a 735 px table in a box that scrolled sideways with no cue; "Situação" and
 * every action started off-screen. Now each enrolment is a card, its status and actions within the screen's width.
 */
test('no celular, o histórico mostra cada inscrição num cartão, com a situação e as ações dentro da tela', async ({
  page,
  request,
}) => {
  const idTurma = await turmaDasConvocacoes(request, TURMA_DA_HISTORIA.detalhes);
  const candidato = await candidatoInscrito(request, idTurma);
  await entrarNoNavegador(page, request, candidato.conta.cpf, candidato.conta.senha);

  await page.goto('/inscricao/historico');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cartao = page.locator('li.cartao').filter({ hasText: `nº ${candidato.inscricao.id}` });
  await expect(cartao).toBeVisible();
  await expect(cartao.getByText('Ativa', { exact: true })).toBeVisible();

  const largura = page.viewportSize()!.width;
  for (const acao of [
    cartao.getByRole('button', { name: /^Alterar/ }),
    cartao.getByRole('button', { name: /^Cancelar inscrição/ }),
    cartao.getByRole('link', { name: /^Ver detalhes/ }),
  ]) {
    await acao.scrollIntoViewIfNeeded();
    const caixa = (await acao.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(largura);
  }
  // Nothing on the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
});
