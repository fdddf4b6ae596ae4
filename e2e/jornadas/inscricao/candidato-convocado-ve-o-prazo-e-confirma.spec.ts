import { expect, test } from '../../testes/jornada';
import {
  TURMA_DA_HISTORIA,
  convocadoNoHistorico,
  dataDoPrazo,
  inscricaoNaApi,
  linhaDaInscricao,
} from '../../testes/inscricao/convocacao';

test('o candidato convocado vê o prazo como data e o tempo que falta, confirma e fica Matriculada na página e na API', async ({
  page,
  request,
}) => {
  const { candidato, prazo } = await convocadoNoHistorico(page, request, TURMA_DA_HISTORIA.confirma);
  const aviso = page.getByRole('region', { name: 'Convocação para matrícula' });
  await expect(aviso).toContainText(`Confirme até ${dataDoPrazo(prazo)}.`);
  // On the history the notice points at the row's button, not at the page it is on.
  await expect(aviso).toContainText('Use o botão “Confirmar matrícula” da inscrição, na lista abaixo.');

  const linha = page.locator(linhaDaInscricao(candidato.inscricao.id));
  await expect(linha).toContainText('Você foi convocado(a).');
  await expect(linha).toContainText(`Confirme até ${dataDoPrazo(prazo)}`);
  // Three working days: whole days, in words (decision 1500; the wording is unit-tested in comum/prazo.test.ts).
  await expect(linha).toContainText(/\((faltam [2-9] dias|falta 1 dia)\)/);

  await linha.getByRole('button', { name: /^Confirmar matrícula/ }).click();
  await expect(page.getByText('Matrícula confirmada.')).toBeVisible();
  await expect(linha).toContainText('Matriculada');
  await expect(linha.getByRole('button', { name: /^Confirmar matrícula/ })).toHaveCount(0);
  await expect(aviso).toHaveCount(0);

  expect((await inscricaoNaApi(request, candidato)).idStatusInscricao).toBe(4);

  await linha.getByRole('button', { name: /^Linha do tempo/ }).click();
  const eventos = linha.getByRole('listitem');
  await expect(eventos).toHaveText([
    /Inscrição feita$/,
    /Convocado\(a\) para a matrícula$/,
    /Matrícula confirmada$/,
  ]);
});
