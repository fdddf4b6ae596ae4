import { expect, test } from '../../testes/jornada';
import { TURMA_DA_HISTORIA, candidatoInscrito, turmaDasConvocacoes } from '../../testes/inscricao/convocacao';
import { entrarNoNavegador } from '../../testes/inscricao/inscricao';
import {
  esperarAplicativo,
  esperarPaginaGuardada,
  paginasGuardadas,
} from '../../testes/aplicativo/aplicativo';

// Offline, the page's requests fail on purpose (analytics, the remote's code the offline page never loads).
test.use({ errosDeConsoleEsperados: /ERR_INTERNET_DISCONNECTED|Failed to fetch|Network Error|ERR_FAILED/ });

/**
 * Issue 30 item 3: on a shared device (a library computer), what a signed-in citizen keeps goes with them. The
 * service worker keeps the pages of the signed-in areas for offline use; after a sign-out the offline page listed
 * them (the enrolment number in the address) for the next person, who could open them.
 */
test('depois da saída, as páginas da área de quem saiu não ficam no aparelho; a página inicial fica', async ({
  page,
  context,
  request,
}) => {
  const idTurma = await turmaDasConvocacoes(request, TURMA_DA_HISTORIA.semConexao);
  const { conta, inscricao } = await candidatoInscrito(request, idTurma);
  await entrarNoNavegador(page, request, conta.cpf, conta.senha);
  const detalhes = `/inscricao/detalhes/${inscricao.id}`;

  await page.goto(detalhes);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalhes da inscrição' })).toBeVisible();
  await esperarPaginaGuardada(page, detalhes);
  await page.goto('/home');
  await esperarPaginaGuardada(page, '/home');
  await esperarAplicativo(page);
  expect(await paginasGuardadas(page)).toContain(detalhes);

  await page.getByRole('banner').getByRole('link', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sair' })).toHaveCount(0);
  await expect.poll(() => paginasGuardadas(page)).not.toContain(detalhes);
  expect(await paginasGuardadas(page)).toContain('/home');

  // The next person, offline: the page is not on the device, and the offline page does not name it.
  await context.setOffline(true);
  await page.goto(detalhes);
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão', exact: true })).toBeVisible();
  const lista = page.locator('#lista-de-paginas-guardadas');
  await expect(lista.locator('a[href="/home"]')).toHaveCount(1);
  await expect(lista.locator('a[href^="/inscricao"]')).toHaveCount(0);
});
