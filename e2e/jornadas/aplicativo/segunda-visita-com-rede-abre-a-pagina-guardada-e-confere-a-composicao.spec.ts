import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import { contarDocumentos, esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

/**
 * Issue 30 item 2 (decision 0406): online, a page this device kept opens from it at once, without waiting for the
 * network, and without the offline notice; the shell asks the network (past the service worker) whether the page's
 * composition is still the live one, and then hydrates it, without opening it twice.
 */
test('com rede, a segunda visita abre a página guardada no aparelho, confere o registro na rede e hidrata', async ({
  page,
  request,
}) => {
  const cursos = (await (await request.get('/v1/cursos?modalidade=1')).json()) as { nome: string }[];
  const [primeiro, segundo] = cursos as [{ nome: string }, { nome: string }];
  await page.goto('/qualificaSP/cursos');
  const catalogo = areaRemota(page);
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await esperarPaginaGuardada(page, '/qualificaSP/cursos');

  const documentos = contarDocumentos(page);
  const conferencia = page.waitForRequest(
    (pedido) => pedido.url().endsWith('/remotes.json') && pedido.headers()['x-portal-so-da-rede'] === '1',
  );
  await page.goto('/qualificaSP/cursos');
  await conferencia;
  await expect(
    page.locator('meta[name="portal-pagina-do-aparelho"]'),
    'a página veio do aparelho',
  ).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toHaveCount(0);
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  // Hydrated: the filter answers.
  await catalogo.getByRole('searchbox', { name: 'Filtrar cursos' }).fill(segundo.nome);
  await expect(catalogo.getByRole('link', { name: segundo.nome })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toHaveCount(0);
  expect(documentos.total(), 'a mesma composição: a página não abre duas vezes').toBe(1);
});
