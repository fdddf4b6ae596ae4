import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { criarCandidatoCompleto, entrarNoNavegador } from '../../testes/inscricao/inscricao';

test('um candidato de 61 anos é recusado com a mensagem da faixa de idade', async ({ page, request }) => {
  const nascimento = `15/03/${new Date().getFullYear() - 61}`;
  const conta = await criarCandidatoCompleto(request, nascimento);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');

  await expect(page.getByRole('alertdialog', { name: Mensagem.idadeForaDaFaixa })).toBeVisible();
  await expect(page).toHaveURL(/\/inscricao\/historico$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o curso' })).toHaveCount(0);
});
