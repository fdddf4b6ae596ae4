import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';

test('visitante abre as perguntas frequentes do Novo Emprego só com o teclado e lê a resposta', async ({
  page,
}) => {
  await page.goto('/faq-novo-emprego');
  const area = areaRemota(page);
  await expect(
    area.getByRole('heading', { level: 1, name: 'Perguntas frequentes do Novo Emprego' }),
  ).toBeVisible();

  const pergunta = area.getByText('Como altero minha inscrição?', { exact: true });
  const resposta = area.getByText('Em Meus cursos, clique em alterar e escolha outra turma.');
  await expect(pergunta).toBeVisible();
  await expect(resposta).toBeHidden();

  await pergunta.focus();
  await page.keyboard.press('Enter');
  await expect(resposta).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(resposta).toBeHidden();
});

test('a página geral de perguntas frequentes responde quem pode se inscrever', async ({ page }) => {
  await page.goto('/faq');
  const area = areaRemota(page);
  await area.getByText('Quem pode se inscrever?', { exact: true }).click();
  await expect(
    area.getByText('Pessoas de 14 a 60 anos com cadastro completo e e-mail confirmado.'),
  ).toBeVisible();
});
