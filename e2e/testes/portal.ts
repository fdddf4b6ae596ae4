/** Helpers that know how the composed portal is put together: where a remote mounts, the registry, the scripts. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import {
  lerRegistroRemotos as lerLinhas,
  MARCA_PORTAL_PRONTO,
  type RegistroRemotos,
} from '@portal/contracts';
import { PASTA_DADOS, RAIZ_REPOSITORIO, ambienteDoPortal } from './ambiente';

const executar = promisify(execFile);

/** The wrapper the shell puts around a mounted parcel (single-spa-react `wrapClassName`). */
export function areaRemota(page: Page): Locator {
  return page.locator('.area-remota');
}

/**
 * Until the shell's router listens (the `portal:pronto` mark), a prerendered page shows its text and its links work
 * as plain links (decision 0854): a click loads a new document. A journey about client-side navigation waits for it.
 */
export async function esperarPortalPronto(page: Page): Promise<void> {
  await page.waitForFunction((marca) => performance.getEntriesByName(marca).length > 0, MARCA_PORTAL_PRONTO);
}

/**
 * Client-side navigation inside the same document, as a remote's router does: pushState, then the popstate that
 * single-spa's history patch would dispatch. The patch is applied only when the first remote area mounts (decision
 * 0853), so from a shell page the event is dispatched here; once patched, the second popstate finds the URL unchanged.
 */
export async function navegarNoPortal(page: Page, caminho: string): Promise<void> {
  await esperarPortalPronto(page);
  await page.evaluate((destino) => {
    window.history.pushState(null, '', destino);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, caminho);
  await page.waitForURL((url) => url.pathname === caminho.split('?')[0]);
}

/**
 * Opens `caminho` with the shell's main.js held back, so the page stays as the server sent it (prerendered, not
 * hydrated) until the returned function lets it through. The page asks for main.js after its first paint (decision
 * 0854); when that paint comes before the `load` event (a slow machine paints while still parsing), the held script
 * holds `load` too, so this waits only for the document to be parsed, never for `load`.
 */
export async function abrirSemOCodigoDoPortal(page: Page, caminho: string): Promise<() => void> {
  let liberar = () => {};
  const segurado = new Promise<void>((resolve) => (liberar = resolve));
  await page.route(/\/main\.[\w]+\.js$/, async (rota) => {
    await segurado;
    await rota.continue();
  });
  await page.goto(caminho, { waitUntil: 'domcontentloaded' });
  return liberar;
}

/** The live registry, read by the same reader as the shell and the gateway (a bad line fails the test). */
export async function lerRegistroRemotos(): Promise<RegistroRemotos> {
  const { registro, problemas } = lerLinhas(
    JSON.parse(await readFile(path.join(PASTA_DADOS, 'remotes.json'), 'utf8')),
  );
  if (problemas.length > 0) throw new Error(problemas.join(' '));
  return { remotes: Object.fromEntries(registro) };
}

/** Runs one of the repository's scripts against the portal under test (same data folder), returning its output. */
export async function rodarScript(
  script: string,
  argumentos: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const { stdout } = await executar(
    process.execPath,
    [path.join(RAIZ_REPOSITORIO, 'scripts', script), ...argumentos],
    {
      cwd: RAIZ_REPOSITORIO,
      env: { ...ambienteDoPortal(), ...env },
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  return stdout;
}

/**
 * The versions of the remote `nome` (registry name, `mfe_programas`) whose files the page asked for while `fazer` ran.
 * A composed or prerendered page shows the remote's text before the portal's code asks for its files (decision 0856):
 * it waits for at least one of them, then for the network to settle, or the list would be empty or partial.
 */
export async function versoesPedidas(
  page: Page,
  nome: string,
  fazer: () => Promise<void>,
): Promise<string[]> {
  const versoes = new Set<string>();
  const anotar = (pedido: Request) => {
    const achado = new URL(pedido.url()).pathname.match(new RegExp(`^/remotes/${nome}/([^/]+)/`));
    if (achado) versoes.add(achado[1]!);
  };
  page.on('request', anotar);
  try {
    await fazer();
    await expect
      .poll(() => versoes.size, { message: `o navegador pediu os arquivos de ${nome}` })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', anotar);
  }
  return [...versoes];
}
