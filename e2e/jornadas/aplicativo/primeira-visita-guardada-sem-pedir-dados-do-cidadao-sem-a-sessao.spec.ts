import { expect, test } from '../../testes/jornada';
import { esperarLeituraGuardada, esperarPaginaGuardada } from '../../testes/aplicativo/aplicativo';
import { candidatoDianteDoCursoDoEmpreenda } from '../../testes/inscricao/inscricao';

test('na primeira visita de quem entrou, o service worker guarda o que a página leu sem pedir à API, sem a sessão, os dados do cidadão', async ({
  page,
  context,
  request,
}) => {
  const { curso } = await candidatoDianteDoCursoDoEmpreenda(page, request, 'Finanças para o Pequeno Negócio');

  // What the service worker itself asks the API (not what it passes on for the page) and is refused.
  const recusados: string[] = [];
  context.on('response', (resposta) => {
    const url = new URL(resposta.url());
    if (resposta.request().serviceWorker() && url.pathname.startsWith('/v1/') && resposta.status() === 401)
      recusados.push(url.pathname);
  });

  // The page reads the citizen's records (with the session) and the catalogue (public) before the service worker
  // exists; once it does, it keeps what the page already loaded, for the next visit.
  const pagina = `/inscricao/confirmacao-qualificaSP-empreenda/${curso.id}`;
  await page.goto(pagina);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscrição no Empreenda SP' })).toBeVisible();
  await expect(page.getByLabel('Município').locator('option')).not.toHaveCount(1);
  await esperarPaginaGuardada(page, pagina);
  await esperarLeituraGuardada(page, `/v1/cursos/${curso.id}/municipios`);

  // The citizen's records were read with the session: asked again without it, they came back 401 (the API saw a
  // citizen's addresses asked anonymously), and they are never kept anyway.
  expect(recusados).toEqual([]);
  const guardadas = await page.evaluate(async () =>
    (await (await caches.open('portal-api-publica')).keys()).map((pedido) => new URL(pedido.url).pathname),
  );
  expect(guardadas.filter((caminho) => caminho.startsWith('/v1/candidato/'))).toEqual([]);
});
