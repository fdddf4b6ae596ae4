import { expect, test } from '../../testes/jornada';
import { areaRemota, entrarComCredenciais } from '../../testes';
import { conferirPagina } from '../../testes/acessibilidade/percurso';
import { BRUNA } from '../../testes/primeiro-emprego/primeiro-emprego';

test('Bruna, convocada no Meu Primeiro Emprego, confirma a matrícula e recebe o comprovante com o número da inscrição @homologacao', async ({
  page,
}) => {
  await entrarComCredenciais(page, BRUNA.cpf, undefined, '/meuprimeiroemprego/inscricao/confirmacao');
  const area = areaRemota(page);
  await expect(
    area.getByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' }),
  ).toBeVisible();
  await expect(area.getByText('Situação: Convocada')).toBeVisible();
  const numero = (await area.locator('dl.dados-inscricao dd').first().textContent())!.trim();

  await area.getByRole('link', { name: 'Confirme sua matrícula' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Confirmar matrícula' })).toBeVisible();
  await expect(area.getByText(/Você foi convocado para a turma de Auxiliar de Escritório/)).toBeVisible();
  // The class start as people read it (dd/mm/aaaa), from the API's ISO date.
  await expect(area.getByText(/As aulas começam em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  // Issue 14: the call-up confirmation and its receipt pass the checks every page of the walk passes.
  await conferirPagina(page, 'confirmar matrícula do Meu Primeiro Emprego');
  await area.getByRole('button', { name: 'Confirmar matrícula' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/meuprimeiroemprego/matricula/confirmacao\\?idInscricao=${numero}$`),
  );
  await expect(area.getByRole('heading', { level: 1, name: 'Matrícula confirmada' })).toBeVisible();
  await expect(area.getByText(`Sua matrícula da inscrição número ${numero} foi registrada.`)).toBeVisible();
  await expect(area.locator('dl.dados-inscricao')).toContainText('Auxiliar de Escritório');
  await conferirPagina(page, 'matrícula confirmada do Meu Primeiro Emprego');

  // The receipt was no echo of the URL: the enrolment itself is now 'Matriculada'.
  await area.getByRole('link', { name: 'Ver minha inscrição' }).click();
  await expect(area.getByText('Situação: Matriculada')).toBeVisible();
  // Issue 28 §9: the confirmed state only: nothing left to confirm, no class change the API would refuse.
  await expect(area.getByText(/Sua matrícula nesta turma está confirmada/)).toBeVisible();
  await expect(area.getByRole('link', { name: 'Confirme sua matrícula' })).toHaveCount(0);
  await expect(area.getByRole('link', { name: 'Trocar de turma' })).toHaveCount(0);
  await area.getByRole('link', { name: 'Ver o comprovante da matrícula' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Matrícula confirmada' })).toBeVisible();
});
