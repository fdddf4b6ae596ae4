import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { areaRemota, CONTAS_DEMONSTRACAO, entrarComCredenciais } from '../../testes';

test('Ana, com e-mail não confirmado, abre a inscrição do Meu Primeiro Emprego: um alerta diz por quê e ela vai à confirmação do e-mail', async ({
  page,
}) => {
  await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.ana.cpf);
  await page.goto('/meuprimeiroemprego/inscricao/edit');

  await expect(page.getByRole('alertdialog', { name: Mensagem.emailNaoConfirmado })).toBeVisible();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/usuario/email-nao-confirmado' &&
      url.searchParams.get('returnUrl') === '/meuprimeiroemprego/inscricao/edit',
  );
  // The enrolment form never showed: no inline refusal after choosing a class.
  await expect(areaRemota(page).getByRole('combobox', { name: /Turma/ })).toHaveCount(0);
});
