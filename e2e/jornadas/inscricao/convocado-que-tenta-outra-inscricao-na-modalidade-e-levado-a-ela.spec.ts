import { expect, test } from '../../testes/jornada';
import {
  candidatoInscrito,
  convocar,
  entrarComoAdministrador,
  turmaDasConvocacoes,
  TURMA_DA_HISTORIA,
} from '../../testes/inscricao/convocacao';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Issue 28 §3, on a phone: a called-up candidate starts a second novo emprego enrolment. The front end counted only
 * status 1 as active, so the form opened and the API's 409 said "clique no botão alterar", a button he does not have.
 * Now he is stopped before the form, at his enrolment, told which it is, its status and what he can do.
 */
test('convocado que começa outra inscrição no Novo Emprego é levado à sua inscrição, com a situação e o que fazer', async ({
  page,
  request,
}) => {
  const idTurma = await turmaDasConvocacoes(request, TURMA_DA_HISTORIA.detalhes);
  const candidato = await candidatoInscrito(request, idTurma);
  await convocar(request, await entrarComoAdministrador(request), idTurma, [candidato.inscricao.id]);
  await entrarNoNavegador(page, request, candidato.conta.cpf, candidato.conta.senha);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');

  const alerta = page.getByRole('alertdialog');
  await expect(alerta).toBeVisible();
  await expect(alerta).toContainText(`nº ${candidato.inscricao.id}`);
  await expect(alerta).toContainText('situação: Convocada');
  await expect(alerta).toContainText('cancele essa inscrição');
  await expect(alerta).not.toContainText('botão alterar');
  await expect(page).toHaveURL(new RegExp(`/inscricao/detalhes/${candidato.inscricao.id}$`));
  await alerta.getByRole('button', { name: 'OK' }).click();
  // There, what he can do is on screen: confirm the call-up, or cancel.
  await expect(page.getByRole('button', { name: /^Confirmar matrícula/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cancelar inscrição/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o curso' })).toHaveCount(0);
});
