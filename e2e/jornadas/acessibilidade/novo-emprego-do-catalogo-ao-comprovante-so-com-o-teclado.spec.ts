import { expect, test } from '../../testes/jornada';
import { areaRemota, ativarComEnter, entrarPeloTeclado, marcarOpcao } from '../../testes';
import { criarCandidatoCompleto } from '../../testes/inscricao/inscricao';
import { abrirHomeInterativa, inscreverSeNoCurso } from '../../testes/acessibilidade/inscricao-pelo-teclado';

/**
 * Issue #14: the Novo Emprego enrolment by keyboard alone. The menu (Alt+2) leads to the catalogue and its filter
 * (Alt+3) to the course; the municipality modal closes on Escape with focus back on its button, and a search, Space
 * and Enter choose; unit and shift are radio groups walked with the arrows.
 */
test('candidato novo se inscreve no Novo Emprego, do catálogo ao comprovante, só com o teclado', async ({
  page,
  request,
}) => {
  const conta = await criarCandidatoCompleto(request);
  await abrirHomeInterativa(page);
  await page.keyboard.press('Alt+2');
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await ativarComEnter(page, menu.getByRole('link', { name: 'Cursos Novo Emprego' }));
  const area = areaRemota(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Cursos do Novo Emprego' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Ir para a busca 3' })).toBeAttached();
  await page.keyboard.press('Alt+3');
  await expect(area.getByRole('searchbox', { name: 'Filtrar cursos' })).toBeFocused();
  await page.keyboard.type('cuidador');
  await expect(area.getByText('1 curso encontrado.')).toBeVisible();
  await ativarComEnter(page, area.getByRole('link', { name: 'Cuidador de Idosos' }));
  await expect(area.getByRole('heading', { level: 1, name: 'Cuidador de Idosos' })).toBeFocused();
  await inscreverSeNoCurso(page);
  await entrarPeloTeclado(page, conta.cpf, conta.senha);

  await expect(area.getByRole('heading', { level: 1, name: 'Escolha o município' })).toBeFocused();
  const escolherMunicipio = area.getByRole('button', { name: 'Escolher município' });
  await ativarComEnter(page, escolherMunicipio);
  const modal = page.getByRole('dialog', { name: 'Escolha o município' });
  await expect(modal.getByRole('searchbox', { name: 'Pesquisar município' })).toBeFocused();
  await page.keyboard.type('xyz');
  await expect(modal.getByText('Nenhum resultado encontrado.')).toBeVisible();
  // A native modal dialog (decision 0217): the page behind is inert, so Tab never lands on it.
  expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
  for (let vez = 0; vez < 8; vez++) {
    await page.keyboard.press('Tab');
    const foco = await page.evaluate(() => {
      const ativo = document.activeElement;
      return !ativo || ativo === document.body || ativo.closest('dialog') !== null;
    });
    expect(foco, 'o foco fica no diálogo').toBe(true);
  }
  await modal.getByRole('searchbox', { name: 'Pesquisar município' }).focus();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(escolherMunicipio).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('searchbox', { name: 'Pesquisar município' })).toBeFocused();
  await page.keyboard.type('Campinas');
  await marcarOpcao(page, modal.getByRole('radio', { name: 'Campinas', exact: true }));
  await ativarComEnter(page, modal.getByRole('button', { name: 'Confirmar' }));
  await expect(area.getByText('Município escolhido: Campinas')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Trocar município' })).toBeFocused();
  await ativarComEnter(page, area.getByRole('button', { name: 'Continuar' }));

  await expect(area.getByRole('heading', { level: 1, name: 'Escolha a unidade' })).toBeFocused();
  await marcarOpcao(page, area.getByRole('radio', { name: 'Centro de Formação Campinas' }));
  await ativarComEnter(page, area.getByRole('button', { name: 'Continuar' }));
  await expect(area.getByRole('heading', { level: 1, name: 'Escolha o turno' })).toBeFocused();
  await marcarOpcao(page, area.getByRole('radio', { name: /^Noite/ }));
  await ativarComEnter(page, area.getByRole('button', { name: 'Continuar' }));

  await expect(area.getByRole('heading', { level: 1, name: 'Confira suas escolhas' })).toBeFocused();
  await ativarComEnter(page, area.getByRole('button', { name: 'Confirmar inscrição' }));
  await expect(area.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeFocused();
  await expect(area.locator('dl.dados-inscricao')).toContainText('Cuidador de Idosos');
});
