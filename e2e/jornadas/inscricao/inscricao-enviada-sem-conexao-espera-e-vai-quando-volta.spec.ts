import { expect, test } from '../../testes/jornada';
import { baixarAgenda, conferirFormato, linhasDoIcs } from '../../testes/inscricao/agenda';
import {
  candidatoDianteDoCursoDoEmpreenda,
  entrarNaApi,
  escolherOpcaoDaApi,
} from '../../testes/inscricao/inscricao';

// The send offline fails on purpose.
test.use({ errosDeConsoleEsperados: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error/ });

const SEM_CONEXAO =
  'Sem conexão: nada foi enviado. O que você preencheu continua aqui; envie de novo quando a conexão voltar.';
const VOLTOU = 'A conexão voltou. Confira o que você preencheu e envie de novo.';

test('a inscrição enviada sem conexão fica preenchida, nada vai sozinho, e o cidadão a envia quando a conexão volta', async ({
  page,
  context,
  request,
}) => {
  const { conta, curso } = await candidatoDianteDoCursoDoEmpreenda(
    page,
    request,
    'Finanças para o Pequeno Negócio',
  );

  await page.goto(`/inscricao/confirmacao-qualificaSP-empreenda/${curso.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();
  // The last option of each list: away from the classes other stories fill.
  const escolhidos: string[] = [];
  for (const rotulo of ['Município', 'Unidade', 'Turma'])
    escolhidos.push(await escolherOpcaoDaApi(page.getByLabel(rotulo)));

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  // The summary and the field both say it.
  await expect(page.getByRole('alert').filter({ hasText: SEM_CONEXAO }).first()).toBeVisible();
  for (const [i, rotulo] of ['Município', 'Unidade', 'Turma'].entries())
    await expect(page.getByLabel(rotulo)).toHaveValue(escolhidos[i]!);

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: VOLTOU }).first()).toBeVisible();
  // Nothing was sent on its own: the candidate still has no enrolment.
  const sessao = await entrarNaApi(request, conta.cpf, conta.senha);
  const antes = await request.get(`/v1/inscricao/usuario/meuscursosstatus/${sessao.id}/todos/todos`, {
    headers: sessao.headers,
  });
  expect(antes.status(), await antes.text()).toBe(200);
  expect(await antes.json()).toEqual([]);

  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição confirmada' })).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText(curso.nome);

  // The receipt's calendar file: the class's start in São Paulo, no call-up deadline.
  const numero = /inscrição é a de número (\d+)/.exec(
    (await page.getByRole('heading', { name: /Sua inscrição é a de número/ }).textContent()) ?? '',
  )![1];
  const arquivo = await baixarAgenda(page, page.getByRole('button', { name: 'Adicionar à agenda' }));
  expect(arquivo.nome).toBe(`inscricao-${numero}.ics`);
  conferirFormato(arquivo.conteudo);
  const linhas = linhasDoIcs(arquivo.conteudo);
  expect(linhas).toContain(`SUMMARY:Início das aulas: ${curso.nome}`);
  expect(linhas.find((l) => l.startsWith('DTSTART;'))).toMatch(
    /^DTSTART;TZID=America\/Sao_Paulo:\d{8}T\d{6}$/,
  );
  expect(arquivo.conteudo).not.toContain('VALARM');
});
