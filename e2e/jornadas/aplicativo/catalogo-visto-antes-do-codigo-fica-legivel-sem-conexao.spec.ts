import { Mensagem } from '@portal/contracts';
import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import { esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';

// Offline, the browser logs each request nothing answers; the remote's code is refused on purpose below.
test.use({
  errosDeConsoleEsperados:
    /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED|remoto indisponível|falha ao carregar|ChunkLoadError|Loading chunk/,
});

const CODIGO_DO_CATALOGO = '**/remotes/mfe_programas/**/__federation_expose_lifecycles.*.js';

/**
 * Issue 30 item 3 (decision 0414): a citizen left the Qualifica SP catalogue before its code arrived (a slow network),
 * so the device kept the prerendered page but not the remote's code. In a tunnel the list they saw stays readable,
 * with a word on what waits for the connection, instead of "Serviço temporariamente indisponível"; when the
 * connection is back the area loads its code by itself and the filter answers.
 */
test('sem conexão, o catálogo visto antes de o código chegar continua legível e volta a funcionar com a conexão', async ({
  page,
  context,
  request,
}) => {
  const cursos = (await (await request.get('/v1/cursos?modalidade=1')).json()) as { nome: string }[];
  const [primeiro, segundo] = cursos as [{ nome: string }, { nome: string }];
  await page.goto('/home');
  await esperarPaginaGuardada(page, '/home');

  // The remote's code never arrives on this visit: the citizen reads the prerendered list and leaves.
  let liberar = () => {};
  const largou = new Promise<void>((pronto) => (liberar = pronto));
  await context.route(CODIGO_DO_CATALOGO, async (rota) => {
    await largou;
    await rota.abort('internetdisconnected');
  });
  await page.goto('/qualificaSP/cursos');
  const catalogo = areaRemota(page);
  const painelIndisponivel = page.getByRole('heading', { name: Mensagem.servicoIndisponivel });
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await esperarPaginaGuardada(page, '/qualificaSP/cursos');

  await context.setOffline(true);
  liberar();
  await page.goto('/qualificaSP/cursos');
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão — informações de' })).toBeVisible();
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await expect(painelIndisponivel).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Os botões e os campos desta página voltam a funcionar com a conexão.' }),
  ).toBeVisible();

  // The connection is back, in steps as on a phone: the first two requests for the code after it still fail (two, so
  // that one try fails even if the federation runtime asks for the file beside webpack). Playwright also brings the
  // page online before its service worker, so a request may fail on its own, as it did in CI. The area keeps the list
  // and its notice, tries again by itself after a wait, hydrates the list, and the filter answers.
  let pedidosDepoisDaVolta = 0;
  await context.unroute(CODIGO_DO_CATALOGO);
  await context.route(CODIGO_DO_CATALOGO, (rota) =>
    ++pedidosDepoisDaVolta <= 2 ? rota.abort('internetdisconnected') : rota.fallback(),
  );
  await context.setOffline(false);
  await expect.poll(() => pedidosDepoisDaVolta).toBeGreaterThanOrEqual(2);
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await expect(painelIndisponivel).toHaveCount(0);
  await catalogo.getByRole('searchbox', { name: 'Filtrar cursos' }).fill(segundo.nome);
  await expect(catalogo.getByRole('link', { name: segundo.nome })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toHaveCount(0);
  await expect(
    page.getByText('Os botões e os campos desta página voltam a funcionar com a conexão.'),
  ).toHaveCount(0);
  await expect(painelIndisponivel).toHaveCount(0);
  expect(pedidosDepoisDaVolta).toBeGreaterThanOrEqual(3);
});
