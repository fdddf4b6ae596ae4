/**
 * What the accessibility journeys share: the routes to walk, the three themes, axe with the WCAG 2.2 AA rules, and the
 * reflow measure. Not a spec: Playwright runs *.spec.ts only.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { Rota } from '@portal/contracts';

/**
 * Public pages and their states (h1 to wait for), one of each kind of page of every area; on a catalogue
 * (`primeiroCartao`) the walk then follows its first card to the course's or trail's page.
 */
export const ROTAS_PUBLICAS: readonly { rota: string; h1: RegExp; primeiroCartao?: true }[] = [
  { rota: '/home', h1: /Cursos gratuitos/ },
  { rota: '/acessibilidade', h1: /^Acessibilidade$/ },
  { rota: '/privacidade', h1: /^Privacidade e proteção de dados$/ },
  { rota: '/usuario/login', h1: /Entrar no portal/ },
  { rota: '/usuario/form', h1: /./ },
  { rota: '/usuario/esqueci-minha-senha', h1: /./ },
  { rota: '/novoemprego/cursos', h1: /./, primeiroCartao: true },
  { rota: '/qualificaSP/cursos', h1: /./, primeiroCartao: true },
  { rota: '/EmpreendaSP/cursos', h1: /./, primeiroCartao: true },
  { rota: Rota.cursosEmpreendaJovem, h1: /./, primeiroCartao: true },
  { rota: Rota.cursosVirtuais, h1: /./, primeiroCartao: true },
  { rota: '/meuprimeiroemprego/cursos', h1: /./, primeiroCartao: true },
  { rota: '/trilhas-sp-tech', h1: /./, primeiroCartao: true },
  { rota: '/faq', h1: /./ },
  { rota: '/candidato/dados-pagamento', h1: /./ },
  { rota: '/error/forbidden', h1: /./ },
  { rota: '/caminho-que-nao-existe', h1: /Página não encontrada/ },
];

/**
 * Every information page of spec §2 (public pages, FAQs, first job, SP Tech), each opened by its address. mfe-programas
 * draws most of them with one component from their content (`CAMINHOS_ESTATICOS`), but each brings its own text,
 * tables and links, so the walk opens them all: a page costs about a second and a half (decision 1590).
 */
export const ROTAS_INFORMATIVAS: readonly string[] = [
  Rota.ondeEstudar,
  '/online',
  '/index',
  '/edit',
  '/sobre',
  '/sobre/unidades-moveis',
  '/sobre/cursos-sistema-prisional',
  '/faq-novo-emprego',
  '/faq-empreenda',
  '/faq-empreenda-jovem',
  Rota.faqForm,
  '/bolsa-auxilio',
  '/html-web-developer',
  '/net-fundamentals',
  '/java-developer',
  '/javascript-game-developer',
  '/trilhas-sp-tech/desenvolvimento-web',
  Rota.meuPrimeiroEmprego,
  '/meuprimeiroemprego/faq',
  Rota.internalServerError,
  Rota.redefinicaoSenha,
];

/** Pages behind sign-in, walked as Maria (complete registration, enrolments in her history). */
export const ROTAS_DE_MARIA: readonly string[] = [
  '/usuario/conta',
  '/inscricao/historico',
  '/candidato/dados-cadastrais/edit',
  '/candidato/endereco/edit',
  '/candidato/questionario-socioeconomico/edit',
  // One page draws the four questionnaires, but each type brings its own questions and controls from the API.
  '/candidato/questionario-empreenda/edit',
  '/candidato/questionario/edit',
  '/candidato/questionario-dinamico/edit',
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

/**
 * The rules whose outcome depends on colour. The themes only swap colour tokens (ui/src/styles/tokens.css; high
 * contrast also underlines links), so in the dark and high-contrast themes these are the rules that can change:
 * running the rest again would repeat the light theme's answer at the walk's cost (decision 1580).
 */
const REGRAS_DE_COR = ['color-contrast', 'link-in-text-block'];

/**
 * axe with every WCAG A/AA rule up to 2.2 (or only the colour rules); the report lists each violation with its
 * nodes, so a failure says where. Legacy mode runs axe inside the page itself: the default opens a blank page for
 * every run to merge the results of cross-origin frames, which the portal does not have (VLibras is off in tests),
 * and that page cost more than the analysis (decision 1590).
 */
export async function violacoesAxe(page: Page, soCores = false): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await (soCores ? axe.withRules(REGRAS_DE_COR) : axe).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe in the light, dark and high-contrast themes on the page as it stands (an open dialog, an error shown): every
 * rule in the light theme, the colour rules in the other two.
 */
export async function semViolacoesNosTresTemas(page: Page, onde: string): Promise<void> {
  for (const tema of TEMAS) {
    await aplicarTema(page, tema);
    expect(await violacoesAxe(page, tema !== 'claro'), `${onde} no tema ${tema}`).toEqual([]);
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
