import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../../testes/jornada';
// The budget's own reading of the chunk graphs (what `pnpm --filter @portal/bench orcamento:js` adds up): the journey
// checks its set of files against what Chromium fetches, so the two cannot drift apart unnoticed.
import { arquivosDaRota, type Grafo, type RotaOrcada } from '../../../bench/src/orcamento-js';
import {
  CONTAS_DEMONSTRACAO,
  PASTA_DADOS,
  RAIZ_REPOSITORIO,
  entrarComCredenciais,
  esperarPortalPronto,
  lerRegistroRemotos,
} from '../../testes';

/**
 * The byte budget (bench/orcamento-js.json) counts, for each route, the files its builds' chunk graphs name for the
 * first load; Chromium loads what the page really asks for. A script of the route's first load the budget did not
 * count (a lazy chunk left unnamed, a shared module taken from another build, a new entry) is bytes the budget never
 * sees: this journey fails on it (issue 32, item 6). Routes of a signed-in citizen are opened signed in.
 */
const lerJson = <T>(...partes: string[]): T =>
  JSON.parse(readFileSync(path.join(RAIZ_REPOSITORIO, ...partes), 'utf8')) as T;
const { rotas } = lerJson<{ rotas: RotaOrcada[] }>('bench', 'orcamento-js.json');
const grafoDoShell = () => lerJson<Grafo>('shell', 'dist', 'grafo-de-chunks.json');
/** The graph of the version the registry serves (a journey may have deployed another build of the package). */
async function grafoDoRemoto(pacote: string): Promise<Grafo> {
  const nome = pacote.replace(/-/g, '_');
  const versao = (await lerRegistroRemotos()).remotes[nome]?.version;
  if (!versao) throw new Error(`${nome} não está no registro de remotos.`);
  return JSON.parse(
    readFileSync(path.join(PASTA_DADOS, 'remotes', nome, versao, 'grafo-de-chunks.json'), 'utf8'),
  ) as Grafo;
}
const SO_COM_SESSAO = ['/inscricao/', '/candidato/'];
/**
 * Fetched after the page is interactive, so outside the first load by design (issue 30 item 7, decision 0406): the
 * service worker's registration and the install offer (the shell's `aplicativo` group), and the worker's own script.
 */
const depoisDeInterativa = (): Set<string> =>
  new Set([...(grafoDoShell().grupos.aplicativo?.arquivos ?? []), 'sw.js'].map((a) => `shell/${a}`));
/** `mfe-programas/abc.js` for a remote's file (served under /remotes/mfe_programas/…), `shell/abc.js` otherwise. */
function arquivoDaUrl(url: string): string {
  const caminho = new URL(url).pathname;
  const remoto = /\/remotes\/(mfe_[a-z_]+)\//.exec(caminho)?.[1];
  return `${remoto ? remoto.replace(/_/g, '-') : 'shell'}/${path.posix.basename(caminho)}`;
}

async function scriptsDaPrimeiraCarga(page: Page, rota: string): Promise<string[]> {
  const scripts: string[] = [];
  const aoPedir = (pedido: { resourceType(): string; url(): string }) => {
    if (pedido.resourceType() === 'script') scripts.push(pedido.url());
  };
  page.on('request', aoPedir);
  await page.goto(rota);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Everything the page fetches on its own once loaded: lazy routes, shared modules, remote entries. The page's code
  // is asked for only after its first paint, so a quiet network alone can come before it (under load, once, with no
  // script asked for yet): the shell's ready mark says the start's scripts have run.
  await esperarPortalPronto(page);
  await page.waitForLoadState('networkidle');
  page.off('request', aoPedir);
  return scripts;
}

for (const rota of rotas) {
  test(`${rota.rota}: a primeira carga só baixa scripts que o orçamento de bytes conta`, async ({ page }) => {
    if (SO_COM_SESSAO.some((prefixo) => rota.rota.startsWith(prefixo)))
      await entrarComCredenciais(page, CONTAS_DEMONSTRACAO.maria.cpf);
    const contados = new Set(
      arquivosDaRota(rota, grafoDoShell(), rota.remoto ? await grafoDoRemoto(rota.remoto) : undefined).map(
        (a) => `${a.app}/${a.arquivo}`,
      ),
    );
    const portal = new URL(page.url() === 'about:blank' ? '/' : page.url(), test.info().project.use.baseURL);
    const baixados = (await scriptsDaPrimeiraCarga(page, rota.rota))
      .filter((url) => new URL(url).origin === portal.origin)
      .map(arquivoDaUrl);
    expect(baixados.length, 'a página baixou scripts do portal').toBeGreaterThan(0);
    expect(
      baixados.filter((arquivo) => !contados.has(arquivo) && !depoisDeInterativa().has(arquivo)),
      `scripts baixados fora do orçamento (contados: ${[...contados].join(', ')})`,
    ).toEqual([]);
  });
}
