import { expect, test, type Request } from '../../testes/jornada';
import { esperarLeituraGuardada, esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';
import { candidatoDianteDoCursoDoEmpreenda, opcoesDaApi } from '../../testes/inscricao/inscricao';

test('na primeira visita de quem entrou, o service worker guarda o que a página leu sem pedir à API, sem a sessão, os dados do cidadão', async ({
  page,
  context,
  request,
}) => {
  // The session is written on a page without the portal's code: the confirmation is the first page the service worker
  // takes, and the page hands it what it had already loaded.
  const { curso } = await candidatoDianteDoCursoDoEmpreenda(
    page,
    request,
    'Finanças para o Pequeno Negócio',
    '/manifest.webmanifest',
  );

  // Every request to the API made by the service worker (its own, and those it passes on for the page once it
  // controls it), and how it ended.
  const pedidos = new Map<Request, number | 'sem resposta' | 'em curso'>();
  const daApi = (pedido: Request) =>
    pedido.serviceWorker() !== null && new URL(pedido.url()).pathname.startsWith('/v1/');
  context.on('request', (pedido) => void (daApi(pedido) && pedidos.set(pedido, 'em curso')));
  context.on('requestfinished', async (pedido) => {
    if (!pedidos.has(pedido)) return;
    const resposta = await pedido.response().catch(() => null);
    pedidos.set(pedido, resposta?.status() ?? 'sem resposta');
  });
  context.on('requestfailed', (pedido) => void (pedidos.has(pedido) && pedidos.set(pedido, 'sem resposta')));

  // The page reads the citizen's records (with the session) and the catalogue (public) before the service worker
  // exists; once it does, it keeps what the page already loaded, for the next visit.
  const pagina = `/inscricao/confirmacao-qualificaSP-empreenda/${curso.id}`;
  await page.goto(pagina);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();
  await opcoesDaApi(page.getByLabel('Município'));
  await esperarPaginaGuardada(page, pagina);
  await esperarLeituraGuardada(page, `/v1/cursos/${curso.id}/municipios`);

  // The list it was handed holds every API read of the page, the citizen's among them: it went through each, and
  // each has ended.
  const lidasPelaPagina = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entrada) => new URL(entrada.name).pathname)
      .filter((caminho) => caminho.startsWith('/v1/')),
  );
  expect(lidasPelaPagina.filter((caminho) => caminho.startsWith('/v1/candidato/'))).not.toEqual([]);
  const caminhos = () => new Set([...pedidos.keys()].map((pedido) => new URL(pedido.url()).pathname));
  await expect
    .poll(() => lidasPelaPagina.filter((caminho) => !caminhos().has(caminho)), {
      message: 'o service worker percorre cada leitura da API que a página fez',
    })
    .toEqual([]);
  await expect.poll(() => [...pedidos.values()].filter((fim) => fim === 'em curso')).toEqual([]);

  // Asked again without the session they came back 401 (the API saw a citizen's addresses asked anonymously); now
  // they never leave the device, and none is kept.
  const recusados = [...pedidos].filter(([, fim]) => fim === 401).map(([pedido]) => pedido.url());
  expect(recusados).toEqual([]);
  const guardadas = await page.evaluate(async () =>
    (await (await caches.open('portal-api-publica')).keys()).map((pedido) => new URL(pedido.url).pathname),
  );
  expect(guardadas.filter((caminho) => !caminho.startsWith('/v1/cursos'))).toEqual([]);
});
