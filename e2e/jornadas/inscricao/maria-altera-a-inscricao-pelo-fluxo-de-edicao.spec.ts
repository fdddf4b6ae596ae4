import { expect, test } from '../../testes/jornada';
import { Regras, inscricaoDetalheSchema } from '@portal/contracts';
import {
  CUIDADOR_EM_CAMPINAS,
  escolherAteConferir,
  turmaDoCatalogo,
  entrarNoNavegador,
} from '../../testes/inscricao/inscricao';
import { CPF_DA_MARIA, mariaInscritaNoCuidador } from '../../testes/inscricao/maria-inscrita';

test('Maria troca o turno da inscrição pelo botão Alterar, o comprovante diz que a inscrição foi alterada e ela continua com uma só ativa', async ({
  page,
  request,
}) => {
  const { sessao, inscricao: original } = await mariaInscritaNoCuidador(request);
  const noite = await turmaDoCatalogo(request, { ...CUIDADOR_EM_CAMPINAS, turno: /^Noite/ });
  await entrarNoNavegador(page, request, CPF_DA_MARIA);

  await page.goto('/inscricao/historico');
  await page.getByRole('button', { name: 'Alterar a inscrição do curso Cuidador de Idosos' }).click();
  await expect(page).toHaveURL(/\/inscricao\/escolha-curso\/novo-emprego\/edit$/);
  await expect(page.getByText(`Você está alterando a inscrição nº ${original.id}`)).toBeVisible();
  // The current course and municipality come pre-selected from the enrolment being changed.
  await expect(page.getByLabel('Cuidador de Idosos', { exact: true })).toBeChecked();
  await escolherAteConferir(page, { ...CUIDADOR_EM_CAMPINAS, turno: /^Noite/ });

  await expect(page.locator('dl.lista-resumo')).toContainText('Noite');
  await expect(page.getByRole('link', { name: 'Alterar turno' })).toHaveAttribute(
    'href',
    /\/inscricao\/escolha-turno\/edit\//,
  );
  await page.getByRole('button', { name: 'Confirmar alteração' }).click();
  // The receipt says the enrolment was changed, with its (unchanged) number.
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição alterada' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `A inscrição de número ${original.id} foi alterada` }),
  ).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText('Noite');
  expect(await page.evaluate(() => localStorage.getItem('inscricaoAtualizacao'))).toBeNull();

  const resposta = await request.get(
    `/v1/inscricao/modalidade/${Regras.modalidadeNovoEmprego}/usuario/${sessao.id}`,
    { headers: sessao.headers },
  );
  const ativas = inscricaoDetalheSchema
    .array()
    .parse(await resposta.json())
    .filter((i) => i.idStatusInscricao === 1);
  expect(ativas.map((i) => [i.id, i.idTurmaPrincipal])).toEqual([[original.id, noite.id]]);
});
