import { expect, test } from '../../testes/jornada';
import { areaRemota } from '../../testes';

const TITULO_DA_HOME = 'Cursos gratuitos de qualificação profissional';
/** React's production build reports a hydration mismatch as minified errors #418, #419, #423 or #425. */
const ERRO_DE_HIDRATACAO = /hydrat|Minified React error #4(18|19|23|25)/i;

test('a home chega pronta no HTML e, hidratada, responde ao visitante', async ({ page }) => {
  const html = await (await page.request.get('/home', { headers: { Accept: 'text/html' } })).text();
  expect(html, 'o texto da home está no HTML, antes de qualquer JavaScript').toContain(TITULO_DA_HOME);

  const erros: string[] = [];
  page.on('console', (mensagem) => mensagem.type() === 'error' && erros.push(mensagem.text()));
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: TITULO_DA_HOME })).toBeVisible();
  await page.getByRole('button', { name: 'Modo escuro' }).click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  expect(
    erros.filter((e) => ERRO_DE_HIDRATACAO.test(e)),
    'sem divergência entre o HTML pré-renderizado e o cliente',
  ).toEqual([]);
});

/** The page's hints: in the <head>, or listed for after the first paint on a prerendered page (decision 0856). */
function arquivosDasDicas(html: string): string[] {
  const doCabecalho = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map((m) => m[1]!);
  const bloco = /<script type="application\/json" id="dicas-depois-da-pintura">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  const depois = bloco ? (JSON.parse(bloco) as { href: string }[]).map(({ href }) => href) : [];
  return [...doCabecalho, ...depois];
}

test('a página de um remoto traz o registro e as dicas de pré-carga, sem buscar remotes.json', async ({
  page,
}) => {
  const html = await (
    await page.request.get('/novoemprego/cursos', { headers: { Accept: 'text/html' } })
  ).text();
  expect(html).toContain('<script type="application/json" id="registro-remotos">');
  const arquivos = arquivosDasDicas(html);
  expect(arquivos).toContainEqual(
    expect.stringMatching(/^\/remotes\/mfe_programas\/[^/]+\/remoteEntry\.js$/),
  );
  // The page's own chunk too (the remote's route map, paginas-por-rota.json): not one wave after the remote's entry.
  const chunkDaPagina = arquivos.find((href) =>
    /^\/remotes\/mfe_programas\/[^/]+\/rota-catalogo\.\w+\.js$/.test(href),
  );
  expect(chunkDaPagina, 'o chunk do catálogo está nas dicas').toBeDefined();

  const pedidos: string[] = [];
  page.on('request', (pedido) => pedidos.push(new URL(pedido.url()).pathname));
  await page.goto('/novoemprego/cursos');
  await expect(areaRemota(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(pedidos).not.toContain('/remotes.json');
  // The heading is in the HTML: the hints are asked for after the first paint, a few per task.
  await expect.poll(() => pedidos).toContain(chunkDaPagina);
  expect(pedidos).not.toContain('/remotes.json');
});
