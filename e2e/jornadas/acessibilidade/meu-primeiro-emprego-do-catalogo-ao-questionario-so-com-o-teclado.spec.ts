import { expect, test } from '../../testes/jornada';
import { areaRemota, ativarComEnter, entrarPeloTeclado, escolherComSeta, marcarOpcao } from '../../testes';
import { criarCandidatoCompleto } from '../../testes/inscricao/inscricao';
import { abrirCursoPelaHome, inscreverSeNoCurso } from '../../testes/acessibilidade/inscricao-pelo-teclado';

/**
 * Issue #14: the Meu Primeiro Emprego enrolment by keyboard alone: course from the catalogue, class by arrow keys,
 * the programme's questionnaire answered with Space, and the enrolment page that stands for its receipt.
 */
test('jovem se inscreve no Meu Primeiro Emprego, do catálogo ao questionário respondido, só com o teclado', async ({
  page,
  request,
}) => {
  const conta = await criarCandidatoCompleto(request, `10/05/${new Date().getFullYear() - 20}`);
  await abrirCursoPelaHome(page, 'Meu Primeiro Emprego', 'Repositor de Mercadorias');
  await inscreverSeNoCurso(page);
  await entrarPeloTeclado(page, conta.cpf, conta.senha);

  const area = areaRemota(page);
  await expect(
    area.getByRole('heading', { level: 1, name: 'Inscrição no Meu Primeiro Emprego' }),
  ).toBeFocused();
  const curso = area.getByRole('combobox', { name: /^Curso/ });
  await expect(curso.locator('option:checked')).toHaveText('Repositor de Mercadorias');
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Município/ }));
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Unidade/ }));
  await escolherComSeta(page, area.getByRole('combobox', { name: /^Turma/ }));
  await ativarComEnter(page, area.getByRole('button', { name: 'Inscrever-se' }));

  await expect(
    area.getByRole('heading', { level: 1, name: 'Questionário do Meu Primeiro Emprego' }),
  ).toBeFocused();
  await marcarOpcao(page, area.getByRole('radio', { name: 'Internet' }));
  await ativarComEnter(page, area.getByRole('button', { name: 'Enviar respostas' }));
  await expect(
    area.getByRole('heading', { level: 1, name: 'Sua inscrição no Meu Primeiro Emprego' }),
  ).toBeFocused();
  await expect(area.locator('dl.dados-inscricao')).toContainText('Repositor de Mercadorias');
});
