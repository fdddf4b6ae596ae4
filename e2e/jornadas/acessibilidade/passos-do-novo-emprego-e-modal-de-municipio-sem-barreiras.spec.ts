import { expect, test, type Page } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import {
  criarCandidatoCompleto,
  CUIDADOR_EM_CAMPINAS,
  entrarNoNavegador,
} from '../../testes/inscricao/inscricao';
import { conferirReflow, semViolacoesNosTresTemas } from '../../testes/acessibilidade/acessibilidade';

/** A step of the flow, once its data is in: axe in the three themes, then reflow at 320 px and at 200 % text. */
async function conferirPasso(page: Page, h1: string): Promise<void> {
  await expect(areaRemota(page).getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await expect(page.locator('.carregando')).toHaveCount(0);
  await semViolacoesNosTresTemas(page, h1);
  await conferirReflow(page, h1);
}

/**
 * Issue #14: the states of the novo emprego flow that the page walk does not reach: the municipality search modal
 * open with results and with none, a question page (the unit, radios with details), and the check-answers page, which
 * overflowed at 320 px. axe in the light, dark and high-contrast themes finds nothing, and nothing scrolls sideways.
 */
test('modal de município com e sem resultado, escolha da unidade e conferência: sem barreiras nos três temas', async ({
  page,
  request,
}) => {
  const { curso, municipio, unidade, turno } = CUIDADOR_EM_CAMPINAS;
  const conta = await criarCandidatoCompleto(request);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  const area = areaRemota(page);
  await area.getByLabel(curso, { exact: true }).check();
  await area.getByRole('button', { name: 'Continuar' }).click();

  await area.getByRole('button', { name: 'Escolher município' }).click();
  const modal = page.getByRole('dialog', { name: 'Escolha o município' });
  await expect(modal.getByText(/^\d+ resultados?/)).toBeVisible();
  await semViolacoesNosTresTemas(page, 'modal de município com resultados');
  await modal.getByRole('searchbox', { name: 'Pesquisar município' }).fill('xyz');
  await expect(modal.getByText('Nenhum resultado encontrado.')).toBeVisible();
  await semViolacoesNosTresTemas(page, 'modal de município sem resultado');
  await modal.getByRole('searchbox', { name: 'Pesquisar município' }).fill(municipio);
  await modal.getByLabel(municipio, { exact: true }).check();
  await modal.getByRole('button', { name: 'Confirmar' }).click();
  await area.getByRole('button', { name: 'Continuar' }).click();

  await conferirPasso(page, 'Escolha a unidade');
  await area.getByLabel(unidade, { exact: true }).check();
  await area.getByRole('button', { name: 'Continuar' }).click();
  await expect(area.getByRole('heading', { level: 1, name: 'Escolha o turno' })).toBeVisible();
  await area.getByLabel(turno).check();
  await area.getByRole('button', { name: 'Continuar' }).click();
  await conferirPasso(page, 'Confira suas escolhas');
});
