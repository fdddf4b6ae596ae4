import { expect, test } from '@playwright/test';
import { CONTAS_DEMONSTRACAO } from '../../support';
import {
  CUIDADOR_EM_CAMPINAS,
  cancelarInscricoesAtivasNovoEmprego,
  entrarNaApi,
  inscreverPelaApi,
  turmaDoCatalogo,
  entrarNoNavegador,
} from './apoio-inscricao';

const { cpf } = CONTAS_DEMONSTRACAO.maria;

test('Maria, já inscrita, que começa uma nova inscrição é levada a alterar a inscrição que tem', async ({
  page,
  request,
}) => {
  const sessao = await entrarNaApi(request, cpf);
  await cancelarInscricoesAtivasNovoEmprego(request, sessao);
  const inscricao = await inscreverPelaApi(
    request,
    sessao,
    (await turmaDoCatalogo(request, CUIDADOR_EM_CAMPINAS)).id,
  );
  await entrarNoNavegador(page, request, cpf);

  await page.goto('/inscricao/escolha-curso/novo-emprego/form');

  await expect(page).toHaveURL(/\/inscricao\/escolha-curso\/novo-emprego\/edit$/);
  await expect(page.getByText(`Você está alterando a inscrição nº ${inscricao.id}`)).toBeVisible();
});
