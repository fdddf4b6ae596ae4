import { expect, test, type Page } from '../../testes/jornada';
import { acessoNoRegistro } from '@portal/contracts';
import { lerRegistroRemotos, navegarNoPortal } from '../../testes';

/**
 * Issue #10 item 17: no URL leaves the content area blank. Under every prefix that a remote owns (and under one
 * that nobody owns), an unknown path shows the portal's not-found page inside the layout; a prefix alone or a
 * partial path that has a natural landing page goes there.
 */

/**
 * Every public prefix the live registry declares (each remote's own list, read at run time). A prefix its line
 * restricts (decision 1530) sends a visitor to sign in first: `visitante-e-levado-ao-login-antes-da-area-de-operacoes`.
 */
async function prefixosDoRegistro(): Promise<string[]> {
  const registro = new Map(Object.entries((await lerRegistroRemotos()).remotes));
  return [...registro.values()].flatMap((linha) =>
    linha.prefixes.filter((prefixo) => acessoNoRegistro(registro, `/${prefixo}`) === 'publico'),
  );
}

async function esperarNaoEncontrada(page: Page, caminho: string) {
  const principal = page.getByRole('main');
  await expect(
    principal.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    caminho,
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }), `um só h1 em ${caminho}`).toHaveCount(1);
  await expect(principal.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute(
    'href',
    '/home',
  );
  await expect(page.getByRole('banner')).toContainText('Olá,');
}

test('um caminho desconhecido sob cada prefixo mostra "Página não encontrada" dentro do layout', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const PREFIXOS = await prefixosDoRegistro();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const prefixo of [...PREFIXOS, 'prefixo-que-ninguem-tem']) {
    // Deeper than any route of the portal, so no parameterised route can take it.
    const caminho = `/${prefixo}/caminho/que/nao/existe/123`;
    await navegarNoPortal(page, caminho);
    await esperarNaoEncontrada(page, caminho);
  }
});

test('os caminhos incompletos relatados mostram a página não encontrada, mesmo abertos direto', async ({
  page,
}) => {
  for (const caminho of ['/sobre/xyz', '/cursos/1', '/arcos/1', '/inscricao/xyz', '/meus-cursos/ativos']) {
    await page.goto(caminho);
    await esperarNaoEncontrada(page, caminho);
  }
});

test('"Voltar à página anterior" leva de volta à página de onde o cidadão veio', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await navegarNoPortal(page, '/faq/pergunta-que-nao-existe');
  await esperarNaoEncontrada(page, '/faq/pergunta-que-nao-existe');
  await page.getByRole('button', { name: 'Voltar à página anterior' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

const PAGINAS_INICIAIS: [string, RegExp][] = [
  ['/qualificaSP', /\/qualificaSP\/cursos$/],
  ['/EmpreendaSP', /\/EmpreendaSP\/cursos$/],
  ['/novoemprego', /\/novoemprego\/cursos$/],
  ['/meuprimeiroemprego', /\/meuprimeiroemprego\/cursos$/],
  ['/trilhas', /\/trilhas-sp-tech$/],
  ['/virtual', /\/virtual\/cursos$/],
  ['/arcos', /\/index$/],
  ['/usuario', /\/usuario\/login$/],
];

test('o prefixo sozinho leva à página inicial da área', async ({ page }) => {
  for (const [caminho, destino] of PAGINAS_INICIAIS) {
    await page.goto(caminho);
    await expect(page, caminho).toHaveURL(destino);
    const titulo = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(titulo, caminho).toBeVisible();
    await expect(titulo, caminho).not.toHaveText('Página não encontrada');
  }
});

test('cada prefixo sozinho mostra um título, nunca uma área em branco', async ({ page }) => {
  test.setTimeout(180_000);
  for (const prefixo of await prefixosDoRegistro()) {
    await page.goto(`/${prefixo}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), `/${prefixo}`).toBeVisible();
  }
});
