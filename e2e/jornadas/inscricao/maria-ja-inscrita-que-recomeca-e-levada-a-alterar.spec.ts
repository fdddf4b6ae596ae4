import { expect, test } from '../../testes/jornada';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { CPF_DA_MARIA, mariaInscritaNoCuidador } from '../../testes/inscricao/maria-inscrita';

test('Maria, já inscrita, que começa uma nova inscrição é levada a alterar a inscrição que tem', async ({
  page,
  request,
}) => {
  const { inscricao } = await mariaInscritaNoCuidador(request);
  await entrarNoNavegador(page, request, CPF_DA_MARIA);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');

  await expect(page).toHaveURL(/\/inscricao\/escolha-curso\/novo-emprego\/edit$/);
  await expect(page.getByText(`Você está alterando a inscrição nº ${inscricao.id}`)).toBeVisible();
});
