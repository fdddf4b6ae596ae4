import { expect, test } from '../../testes/jornada';
import { Mensagem } from '@portal/contracts';
import { CONTAS_DEMONSTRACAO } from '../../testes';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

/**
 * The schooling rule of spec §4: education above 2 with an empty graduation status blocks historico. The API no longer
 * stores such a record, so the state exists only in data kept from before the rule: the seed's Lucas Rocha.
 */
test('um candidato com escolaridade acima de 2 e sem situação é mandado ao questionário socioeconômico', async ({
  page,
  request,
}) => {
  await entrarNoNavegador(page, request, CONTAS_DEMONSTRACAO.lucas.cpf);

  await page.goto('/inscricao/historico');

  await expect(page.getByText(Mensagem.atualizeEscolaridade)).toBeVisible();
  await expect(page).toHaveURL(/\/candidato\/questionario-socioeconomico\/edit$/);
});
