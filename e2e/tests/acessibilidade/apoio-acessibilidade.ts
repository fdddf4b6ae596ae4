/**
 * What the accessibility journeys share: the routes to walk, the three themes, axe with the WCAG 2.2 AA rules, and the
 * reflow measure. Not a spec: Playwright runs *.spec.ts only.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Public pages and their states (h1 to wait for), one of each kind of page of every area. */
export const ROTAS_PUBLICAS: readonly { rota: string; h1: RegExp }[] = [
  { rota: '/home', h1: /Cursos gratuitos/ },
  { rota: '/acessibilidade', h1: /^Acessibilidade$/ },
  { rota: '/privacidade', h1: /^Privacidade e proteção de dados$/ },
  { rota: '/usuario/login', h1: /Entrar no portal/ },
  { rota: '/usuario/form', h1: /./ },
  { rota: '/usuario/esqueci-minha-senha', h1: /./ },
  { rota: '/novoemprego/cursos', h1: /./ },
  { rota: '/qualificaSP/cursos', h1: /./ },
  { rota: '/EmpreendaSP/cursos', h1: /./ },
  { rota: '/meuprimeiroemprego/cursos', h1: /./ },
  { rota: '/trilhas-sp-tech', h1: /./ },
  { rota: '/faq', h1: /./ },
  { rota: '/candidato/dados-pagamento', h1: /./ },
  { rota: '/error/forbidden', h1: /./ },
  { rota: '/caminho-que-nao-existe', h1: /Página não encontrada/ },
];

/** Pages behind sign-in, walked as Maria (complete registration, enrolments in her history). */
export const ROTAS_DE_MARIA: readonly string[] = [
  '/usuario/conta',
  '/inscricao/historico',
  '/candidato/dados-cadastrais/edit',
  '/candidato/endereco/edit',
  '/candidato/questionario-socioeconomico/edit',
  '/inscricao/modalidades',
];

export type Tema = 'claro' | 'escuro' | 'alto contraste';
export const TEMAS: readonly Tema[] = ['claro', 'escuro', 'alto contraste'];

/** Switches theme in place, as the dark-mode button and the accessibility bar do (no reload: the walk stays lean). */
export async function aplicarTema(page: Page, tema: Tema): Promise<void> {
  await page.evaluate((t) => {
    document.body.classList.toggle('dark', t === 'escuro');
    document.body.classList.toggle('alto-contraste', t === 'alto contraste');
  }, tema);
}

/** axe with every WCAG A/AA rule up to 2.2; the report lists each violation with its nodes, so a failure says where. */
export async function violacoesAxe(page: Page, regras?: readonly string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (regras) axe.withRules([...regras]);
  else axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A theme changes colours only (CSS variables on `body`), so structure, names and roles are checked once, in the
 * light theme, and the other two run the rules that read colours. Three full runs per page made the walk the
 * slowest journey of the suite.
 */
const REGRAS_QUE_DEPENDEM_DO_TEMA = ['color-contrast', 'link-in-text-block'] as const;

/** axe in the light, dark and high-contrast themes on the page as it stands (an open dialog, an error shown). */
export async function semViolacoesNosTresTemas(page: Page, onde: string): Promise<void> {
  for (const tema of TEMAS) {
    await aplicarTema(page, tema);
    const regras = tema === 'claro' ? undefined : REGRAS_QUE_DEPENDEM_DO_TEMA;
    expect(await violacoesAxe(page, regras), `${onde} no tema ${tema}`).toEqual([]);
  }
  await aplicarTema(page, 'claro');
}

/** How far the page scrolls sideways (0 when nothing does: reflow, WCAG 1.4.10). */
export async function excessoLateral(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export async function abrir(page: Page, rota: string, h1: RegExp = /./): Promise<void> {
  await page.goto(rota);
  await expect(page.getByRole('heading', { level: 1, name: h1 }).first()).toBeVisible();
  // Remotes finish their data after the h1: wait for loading indicators to go.
  await expect(page.locator('.carregando')).toHaveCount(0);
}

/** Reflow at 320 CSS px and text at 200 % (root font size, as the browser's text zoom does) on the open page. */
export async function conferirReflow(page: Page, rota: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await excessoLateral(page), `${rota} a 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  expect(await excessoLateral(page), `${rota} com texto a 200 %`).toBeLessThanOrEqual(0);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await page.setViewportSize(original);
}
