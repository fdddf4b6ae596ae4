import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { entrarNoNavegador } from './apoio-inscricao';
import { CPF_DA_MARIA, mariaInscritaNoCuidador } from './apoio-maria-inscrita';

test('Maria, já inscrita no Novo Emprego, recebe o aviso da especificação e volta ao histórico', async ({
  page,
  request,
}) => {
  await mariaInscritaNoCuidador(request);
  await entrarNoNavegador(page, request, CPF_DA_MARIA);

  // A second enrolment in the modality through the edit route, without pressing "Alterar" first.
  await page.goto('/inscricao/escolha-curso/novo-emprego/edit');

  const alerta = page.getByRole('alertdialog', { name: Mensagem.jaInscritoNaModalidade });
  await expect(alerta).toBeVisible();
  await expect(page).toHaveURL(/\/inscricao\/historico$/);
  await alerta.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Cuidador de Idosos' }).filter({ hasText: 'Ativa' }),
  ).toHaveCount(1);
});
