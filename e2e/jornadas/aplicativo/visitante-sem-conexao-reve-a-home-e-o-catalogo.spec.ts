import { expect, test, type Locator } from '../../testes/jornada';
import { areaRemota } from '../../testes';
import {
  esperarAplicativo,
  esperarLeituraGuardada,
  esperarPaginaGuardada,
  horaDeSaoPaulo,
} from '../../testes/aplicativo/aplicativo';

// Offline, the browser logs each request nothing answers (the analytics page view, a live seats read).
test.use({ errosDeConsoleEsperados: /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED/ });

/**
 * Issue 30 item 3: a citizen who opened the home and a catalogue opens them again in a tunnel, from the device, with
 * the time of the copy; a page never opened shows the portal's offline page (decision 0406).
 */
test('sem conexão, a home e o catálogo já vistos abrem com o aviso; uma página nunca vista mostra a página offline', async ({
  page,
  context,
  request,
}) => {
  const cursos = (await (await request.get('/v1/cursos?modalidade=1')).json()) as { nome: string }[];
  expect(cursos.length, 'o Qualifica SP tem cursos na semente').toBeGreaterThan(1);
  const [primeiro, segundo] = cursos as [{ nome: string }, { nome: string }];
  const antes = new Date();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first visit's page is kept once the service worker exists (it registers after the page is interactive).
  await esperarPaginaGuardada(page, '/home');

  // A slow network: the remote's code arrives well after the prerendered catalogue is on screen (decision 0830).
  await context.route('**/remotes/mfe_programas/**/__federation_expose_lifecycles.*.js', async (rota) => {
    await new Promise((pronto) => setTimeout(pronto, 3_000));
    await rota.continue();
  });
  await page.goto('/qualificaSP/cursos');
  const catalogo = areaRemota(page);
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  // Seen means alive: the filter answers once the remote's code ran, so its files went through the service worker.
  await filtroResponde(catalogo, segundo.nome, primeiro.nome);
  await catalogo.getByRole('searchbox', { name: 'Filtrar cursos' }).fill('');
  await esperarPaginaGuardada(page, '/qualificaSP/cursos');
  const depois = new Date();

  await context.setOffline(true);
  const horas = new Set([horaDeSaoPaulo(antes), horaDeSaoPaulo(depois)]);
  const aviso = page.getByRole('status').filter({ hasText: 'Sem conexão' });

  await page.goto('/home');
  await expect(aviso).toBeVisible();
  expect(horas).toContain((await aviso.textContent())?.replace('Sem conexão — informações de ', ''));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Serviço temporariamente indisponível' })).toHaveCount(0);

  await page.goto('/qualificaSP/cursos');
  await expect(aviso).toBeVisible();
  // The remote's code and the catalogue's public data come from the device too: the page is the one seen online.
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Serviço temporariamente indisponível' })).toHaveCount(0);
  // Hydrated: the remote's code ran from the device, so the filter answers.
  await filtroResponde(catalogo, segundo.nome, primeiro.nome);

  // A page this device never opened: the portal's own offline page, in Portuguese, with what still works.
  await page.goto('/onde-estudar');
  await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que ainda funciona' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'A página inicial' })).toHaveAttribute('href', '/home');
  const guardadas = page.getByRole('list').filter({ has: page.locator('a[href="/qualificaSP/cursos"]') });
  await expect(guardadas).toBeVisible();

  // Back online, the kept page opens before the network answers (decision 0406), without the offline notice.
  await context.setOffline(false);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="portal-pagina-do-aparelho"]')).toHaveCount(1);
  await expect(aviso).toHaveCount(0);

  // A catalogue reached through the menu (no new page, so no notice in its HTML): the shell says how old the courses
  // the device kept are (decision 0403), and the connection's return takes the notice away.
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await esperarAplicativo(page);
  const antesDaLeitura = new Date();
  await menu.getByRole('link', { name: 'Qualifica SP' }).click();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await esperarLeituraGuardada(page, '/v1/cursos');
  const horasDaLeitura = new Set([horaDeSaoPaulo(antesDaLeitura), horaDeSaoPaulo(new Date())]);
  await page.goto('/home');
  await esperarAplicativo(page);
  // For a minute the browser's own HTTP cache still answers the read (the API says `max-age=60`: fresh, no notice).
  // The tunnel here is longer than that: without the browser's copy, only the service worker's is left.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  await menu.getByRole('link', { name: 'Qualifica SP' }).click();
  await expect(catalogo.getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: primeiro.nome, exact: true })).toBeVisible();
  await expect(aviso).toBeVisible();
  expect(horasDaLeitura).toContain((await aviso.textContent())?.replace('Sem conexão — informações de ', ''));
  await context.setOffline(false);
  await expect(aviso).toHaveCount(0);
});

/** Filtering by `procurado` shows it and hides `outro`: the catalogue's code is running, not only its prerendered HTML. */
async function filtroResponde(catalogo: Locator, procurado: string, outro: string) {
  await catalogo.getByRole('searchbox', { name: 'Filtrar cursos' }).fill(procurado);
  await expect(catalogo.getByRole('link', { name: procurado })).toBeVisible();
  await expect(catalogo.getByRole('link', { name: outro, exact: true })).toHaveCount(0);
}
