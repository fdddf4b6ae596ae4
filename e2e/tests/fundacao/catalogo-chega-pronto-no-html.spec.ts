import { expect, test } from '@playwright/test';
import { areaRemota } from '../../support';

const CAMINHO = '/qualificaSP/cursos';
/** Text as React writes it into HTML. */
const comoHtml = (texto: string) =>
  texto
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** React's production build reports a hydration mismatch as minified errors #418, #419, #423 or #425. */
const ERRO_DE_HIDRATACAO = /hydrat|Minified React error #4(18|19|23|25)/i;

test('o catálogo do Qualifica SP chega pronto no HTML e, hidratado, responde ao visitante', async ({
  page,
  request,
  browser,
}) => {
  // The catalogue the API serves now: `pnpm start` prerendered the page with it once the API answered.
  const cursos = (await (await request.get('/v1/cursos?modalidade=1')).json()) as { nome: string }[];
  expect(cursos.length, 'o Qualifica SP tem cursos na semente').toBeGreaterThan(1);
  const [primeiro, segundo] = cursos as [{ nome: string }, { nome: string }];

  const html = await (await request.get(CAMINHO, { headers: { Accept: 'text/html' } })).text();
  expect(html, 'o título e os cursos estão no HTML, antes de qualquer script').toContain(
    '<h1>Cursos do Qualifica SP</h1>',
  );
  for (const { nome } of cursos) expect(html).toContain(`>${comoHtml(nome)}</a>`);
  expect(html).toContain('<script type="application/json" id="dados-pre-renderizados">');

  // Without JavaScript at all, the visitor reads the catalogue inside the portal's layout.
  const semScript = await browser.newContext({ javaScriptEnabled: false });
  const estatica = await semScript.newPage();
  await estatica.goto(CAMINHO);
  await expect(
    areaRemota(estatica).getByRole('heading', { level: 1, name: 'Cursos do Qualifica SP' }),
  ).toBeVisible();
  await expect(areaRemota(estatica).getByRole('link', { name: primeiro.nome })).toBeVisible();
  await expect(estatica.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await semScript.close();

  // With JavaScript the shell and the remote hydrate what is there, and the page answers the visitor.
  const erros: string[] = [];
  page.on('console', (mensagem) => mensagem.type() === 'error' && erros.push(mensagem.text()));
  page.on('pageerror', (erro) => erros.push(erro.message));
  await page.goto(CAMINHO);
  const area = areaRemota(page);
  await expect(area.getByRole('link', { name: primeiro.nome })).toBeVisible();
  await area.getByRole('searchbox', { name: 'Filtrar cursos' }).fill(segundo.nome);
  await expect(area.getByRole('link', { name: segundo.nome })).toBeVisible();
  await expect(area.getByRole('link', { name: primeiro.nome, exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]busca=/);
  expect(
    erros.filter((e) => ERRO_DE_HIDRATACAO.test(e)),
    'sem divergência entre o HTML pré-renderizado e o cliente',
  ).toEqual([]);
});
