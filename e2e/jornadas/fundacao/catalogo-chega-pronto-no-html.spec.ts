import { expect, test, type Page } from '../../testes/jornada';
import { areaRemota } from '../../testes';

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

interface Curso {
  id: number;
  nome: string;
}

/** Each remote's prerendered catalogue (docs/decisions/0830, 0840), and what the visitor does once it is hydrated. */
const CATALOGOS: {
  caminho: string;
  modalidade: number;
  titulo: string;
  responder: (page: Page, cursos: [Curso, Curso]) => Promise<void>;
}[] = [
  {
    caminho: '/qualificaSP/cursos',
    modalidade: 1,
    titulo: 'Cursos do Qualifica SP',
    responder: async (page, [primeiro, segundo]) => {
      const area = areaRemota(page);
      await area.getByRole('searchbox', { name: 'Filtrar cursos' }).fill(segundo.nome);
      await expect(area.getByRole('link', { name: segundo.nome })).toBeVisible();
      await expect(area.getByRole('link', { name: primeiro.nome, exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]busca=/);
    },
  },
  {
    caminho: '/meuprimeiroemprego/cursos',
    modalidade: 32,
    titulo: 'Cursos do Meu Primeiro Emprego',
    responder: async (page, [, segundo]) => {
      await areaRemota(page).getByRole('link', { name: segundo.nome }).click();
      await expect(page).toHaveURL(new RegExp(`/meuprimeiroemprego/details/${segundo.id}$`));
      await expect(areaRemota(page).getByRole('heading', { level: 1, name: segundo.nome })).toBeVisible();
    },
  },
];

for (const { caminho, modalidade, titulo, responder } of CATALOGOS) {
  test(`o catálogo ${caminho} chega pronto no HTML e, hidratado, responde ao visitante`, async ({
    page,
    request,
    browser,
  }) => {
    // The catalogue the API serves now: `pnpm start` prerendered the page with it once the API answered.
    const cursos = (await (await request.get(`/v1/cursos?modalidade=${modalidade}`)).json()) as Curso[];
    expect(cursos.length, 'o programa tem cursos na semente').toBeGreaterThan(1);
    const [primeiro, segundo] = cursos as [Curso, Curso];

    const html = await (await request.get(caminho, { headers: { Accept: 'text/html' } })).text();
    expect(html, 'o título e os cursos estão no HTML, antes de qualquer script').toContain(
      `<h1>${titulo}</h1>`,
    );
    for (const { nome } of cursos) expect(html).toContain(`>${comoHtml(nome)}</a>`);
    expect(html).toContain('<script type="application/json" id="dados-pre-renderizados">');

    // Without JavaScript at all, the visitor reads the catalogue inside the portal's layout.
    const semScript = await browser.newContext({ javaScriptEnabled: false });
    const estatica = await semScript.newPage();
    await estatica.goto(caminho);
    await expect(areaRemota(estatica).getByRole('heading', { level: 1, name: titulo })).toBeVisible();
    await expect(areaRemota(estatica).getByRole('link', { name: primeiro.nome })).toBeVisible();
    await expect(estatica.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await semScript.close();

    // With JavaScript the shell and the remote hydrate what is there, and the page answers the visitor.
    const erros: string[] = [];
    page.on('console', (mensagem) => mensagem.type() === 'error' && erros.push(mensagem.text()));
    page.on('pageerror', (erro) => erros.push(erro.message));
    await page.goto(caminho);
    await expect(areaRemota(page).getByRole('link', { name: primeiro.nome })).toBeVisible();
    await responder(page, [primeiro, segundo]);
    expect(
      erros.filter((e) => ERRO_DE_HIDRATACAO.test(e)),
      'sem divergência entre o HTML pré-renderizado e o cliente',
    ).toEqual([]);
  });
}

test('o endereço do programa, /meuprimeiroemprego, leva pelo servidor ao catálogo já pronto', async ({
  request,
  browser,
}) => {
  const resposta = await request.get('/meuprimeiroemprego', {
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(resposta.status()).toBe(302);
  expect(resposta.headers().location).toBe('/meuprimeiroemprego/cursos');

  const semScript = await browser.newContext({ javaScriptEnabled: false });
  const estatica = await semScript.newPage();
  await estatica.goto('/meuprimeiroemprego');
  await expect(estatica).toHaveURL(/\/meuprimeiroemprego\/cursos$/);
  await expect(
    areaRemota(estatica).getByRole('heading', { level: 1, name: 'Cursos do Meu Primeiro Emprego' }),
  ).toBeVisible();
  await semScript.close();
});
