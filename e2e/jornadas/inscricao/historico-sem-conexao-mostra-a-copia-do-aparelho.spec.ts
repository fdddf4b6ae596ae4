import { expect, test } from '../../testes/jornada';
import {
  TURMA_DA_HISTORIA,
  candidatoInscrito,
  linhaDaInscricao,
  turmaDasConvocacoes,
} from '../../testes/inscricao/convocacao';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';

// Offline, the page's requests fail on purpose (analytics, the live reads the copy replaces).
test.use({ errosDeConsoleEsperados: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error/ });

const AVISO = /^Sem conexão — informações de \d{2}\/\d{2} às \d{2}:\d{2}$/;
const copiasNoAparelho = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('copiaNoAparelho:')));

test('sem conexão, o cidadão vê as inscrições, os detalhes e os seus cursos da última visita, com a data; ao sair, a cópia some', async ({
  page,
  context,
  request,
}) => {
  const candidato = await candidatoInscrito(
    request,
    await turmaDasConvocacoes(request, TURMA_DA_HISTORIA.semConexao),
  );
  const { id } = candidato.inscricao;
  const curso = candidato.inscricao.turmaPrincipal.cursoQualificacao.nome;
  await entrarNoNavegador(page, request, candidato.conta.cpf, candidato.conta.senha);

  // A first visit online: the history and the enrolment's details.
  await page.goto('/inscricao/historico');
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Ver detalhes da inscrição ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da inscrição' })).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText(curso);
  await expect(page.getByText(AVISO)).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para minhas inscrições' }).click();
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible();
  expect((await copiasNoAparelho(page)).sort()).toEqual([
    `copiaNoAparelho:${candidato.sessao.id}:historico`,
    `copiaNoAparelho:${candidato.sessao.id}:inscricao:${id}`,
  ]);

  // The bus enters the tunnel.
  await context.setOffline(true);
  await page.getByRole('link', { name: `Ver detalhes da inscrição ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da inscrição' })).toBeVisible();
  await expect(page.getByText(AVISO)).toBeVisible();
  await expect(page.locator('dl.dados-inscricao')).toContainText(curso);
  await page.getByRole('link', { name: 'Voltar para minhas inscrições' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas inscrições' })).toBeVisible();
  await expect(page.getByText(AVISO)).toBeVisible();
  await expect(page.getByRole('cell', { name: String(id), exact: true })).toBeVisible();
  await expect(page.locator(linhaDaInscricao(id))).toContainText('Ativa');

  // "Meus cursos" keeps a copy per filter: seen online as "Ativos" and "Todos", each shows offline, dated.
  await context.setOffline(false);
  await page.goto('/meus-cursos/ativos/todos');
  await expect(page.getByRole('heading', { level: 2, name: curso })).toBeVisible();
  const filtros = page.getByRole('navigation', { name: 'Situação dos cursos' });
  await filtros.getByRole('link', { name: 'Todos' }).click();
  await expect(filtros.getByRole('link', { name: 'Todos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: curso })).toBeVisible();
  await context.setOffline(true);
  await filtros.getByRole('link', { name: 'Ativos' }).click();
  await expect(page.getByText(AVISO)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: curso })).toBeVisible();

  // Back online, the citizen signs out: the device's copy goes with the session.
  await context.setOffline(false);
  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sair' })).toHaveCount(0);
  await expect.poll(() => copiasNoAparelho(page)).toEqual([]);
});
