import { expect, test } from '../../testes/jornada';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { conferirPagina } from '../../testes/acessibilidade/percurso';

test('Ana, com e-mail não confirmado, é levada a email-nao-confirmado ao escolher o município', async ({
  page,
  request,
}) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.ana.cpf);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');
  await page.getByLabel('Cuidador de Idosos', { exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The step goes along as the return URL, for when the e-mail is confirmed (issue #10 item 19).
  await expect(page).toHaveURL(
    /\/usuario\/email-nao-confirmado\?returnUrl=%2Finscricao%2Fescolha-municipio%2Fform%2F\d+$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme o seu e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha o município' })).toHaveCount(0);
  // Issue 14: the page passes the checks every page of the walk passes.
  await conferirPagina(page, '/usuario/email-nao-confirmado');
});
