import { Programa, turmaSchema } from '@portal/contracts';
import { expect, test } from '../../testes/jornada';
import { criarCandidatoCompleto, entrarNaApi, entrarNoNavegador } from '../../testes/inscricao/inscricao';
import { entrarComoAdministrador, lotarTurma } from '../../testes/inscricao/equipe';

/** An on-line course no other story enrols in (SP Tech, one class in the virtual unit: api/src/db/seed/catalogo.ts). */
const CURSO_ON_LINE = 'JavaScript Game Developer';

/**
 * Issue 28 §4, decision 1500: a full open class takes a new enrolment onto its waiting list. The on-line check page
 * said "Inscrições fechadas para este curso" instead, so a popular on-line course had no waiting list for anyone.
 */
test('com a turma do curso on-line cheia, o candidato entra na lista de espera e o comprovante diz isso', async ({
  page,
  request,
}) => {
  const json = async (url: string) => (await request.get(url)).json();
  const cursos = (await json(`/v1/cursos?modalidade=${Programa.SPTech}`)) as { id: number; nome: string }[];
  const curso = cursos.find((c) => c.nome === CURSO_ON_LINE)!;
  const [municipio] = (await json(`/v1/cursos/${curso.id}/municipios`)) as { id: number }[];
  const [unidade] = (await json(`/v1/cursos/${curso.id}/municipios/${municipio!.id}/unidades`)) as {
    idOrdemServico: number;
  }[];
  const [turma] = turmaSchema
    .array()
    .parse(await json(`/v1/ordens-servico/${unidade!.idOrdemServico}/turmas`));

  // Someone holds a seat, and the staff leave the class as many seats as it has taken: it is full.
  const primeira = await criarCandidatoCompleto(request);
  const sessao = await entrarNaApi(request, primeira.cpf, primeira.senha);
  const inscricao = await request.post('/v1/inscricao/viaRapida/virtual/create', {
    data: { idTurmaPrincipal: turma!.id, idUsuario: sessao.id, idStatusInscricao: 1, formatoCurso: 'ONLINE' },
    headers: sessao.headers,
  });
  expect(inscricao.status(), await inscricao.text()).toBe(201);
  await lotarTurma(request, await entrarComoAdministrador(request), turma!.id);

  const conta = await criarCandidatoCompleto(request);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  await page.goto(`/inscricao/confirmacao-virtual/${curso.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confira sua inscrição' })).toBeVisible();
  const resumo = page.locator('dl.lista-resumo');
  await expect(resumo).toContainText(CURSO_ON_LINE);
  await expect(resumo).toContainText('Turma cheia: entre na lista de espera');
  await expect(page.getByText('Inscrições fechadas para este curso')).toHaveCount(0);
  await page.getByRole('button', { name: 'Entrar na lista de espera' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Você está na lista de espera' })).toBeVisible();
  await expect(page.getByText(/Você é o Nº \d+ da lista\./)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(CURSO_ON_LINE);
  await expect(page.getByText('Inscrição confirmada')).toHaveCount(0);
});
