/** The shell's own hints, read from its build: boot chunks, inline stylesheet, and its shared singletons' files. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dicasCompartilhadasDoShell, type Dica, type ManifestoMf } from './manifesto.js';
import { arquivosCompartilhados, arquivosCompartilhadosDaPartida } from './paginas-por-rota.js';

/** Written by each build (tooling/webpack): chunk groups with their files, and the shared singletons it provides. */
export const ARQUIVO_GRAFO = 'grafo-de-chunks.json';
/** Written by the shell's build beside index.html: the files of its `bootstrap` chunk group. */
export const ARQUIVO_CARGA_INICIAL = 'carga-inicial.json';

export interface DicasDoShell {
  /** The shell's boot files and the singletons its own first render consumes: hinted on every page. */
  dicasDoShell: Dica[];
  /** The shell's other singletons (single-spa, the whole @portal/ui…): hinted only where a remote's area is drawn. */
  dicasDoShellParaRemotos: Dica[];
}

export async function lerJson<T>(arquivo: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(arquivo, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The shell's CSS, to go inside the page (decision 0852): a stylesheet link blocks the first paint for a round trip.
 * None when it cannot be read or could close its `<style>` element: the page then links it, as before.
 */
async function folhaEmbutivel(pastaShell: string, arquivo: string): Promise<string | undefined> {
  const css = await readFile(path.join(pastaShell, arquivo), 'utf8').catch(() => undefined);
  return css === undefined || /<\/style/i.test(css) ? undefined : css;
}

/**
 * A runtime host's shell (decision 0860) boots with its own files only; a page with a remote's area also loads the
 * groups its chunk graph names for that (the federation runtime, the singletons only remotes use). Null for a shell
 * built with the federation plugin.
 */
function arquivosDoHospedeiroParaRemotos(grafo: unknown): string[] | null {
  const { grupos, hospedeiro } = (grafo ?? {}) as {
    grupos?: Record<string, { arquivos?: string[] }>;
    hospedeiro?: { gruposParaRemotos?: string[] };
  };
  if (!Array.isArray(hospedeiro?.gruposParaRemotos)) return null;
  const arquivos = hospedeiro.gruposParaRemotos.flatMap((nome) => grupos?.[nome]?.arquivos ?? []);
  return [...new Set(arquivos.filter((arquivo) => typeof arquivo === 'string'))];
}

/**
 * The shell's boot chunks and the singletons its own first render consumes, then (apart) its other singletons, as
 * its chunk graph lists them (what the runtime really loads; decision 0853). The federation manifest is only the
 * fallback: for several singletons it names a sibling chunk with the same modules (downloaded for nothing) and
 * leaves out the one the runtime fetches (react-router-dom's code).
 */
export async function lerDicasDoShell(pastaShell: string): Promise<DicasDoShell> {
  const [carga, grafo] = await Promise.all([
    lerJson<{ arquivos?: string[] }>(path.join(pastaShell, ARQUIVO_CARGA_INICIAL)),
    lerJson<unknown>(path.join(pastaShell, ARQUIVO_GRAFO)),
  ]);
  const proprios = await Promise.all(
    (carga?.arquivos ?? []).map(async (arquivo): Promise<Dica> =>
      arquivo.endsWith('.css')
        ? { href: `/${arquivo}`, como: 'folha', conteudo: await folhaEmbutivel(pastaShell, arquivo) }
        : { href: `/${arquivo}`, como: 'script' },
    ),
  );
  const script = (arquivo: string): Dica => ({ href: `/${arquivo}`, como: 'script' });
  const paraRemotos = arquivosDoHospedeiroParaRemotos(grafo);
  if (paraRemotos) {
    const daPartida = new Set(proprios.map(({ href }) => href.slice(1)));
    return {
      dicasDoShell: proprios,
      dicasDoShellParaRemotos: paraRemotos.filter((arquivo) => !daPartida.has(arquivo)).map(script),
    };
  }
  const todos = arquivosCompartilhados(grafo);
  if (!todos) {
    // Only a shell built without the chunk graph: its federation manifest is read for this, and nothing else.
    const manifesto = await lerJson<ManifestoMf>(path.join(pastaShell, 'mf-manifest.json'));
    const doManifesto = manifesto ? dicasCompartilhadasDoShell(manifesto) : [];
    return { dicasDoShell: [...proprios, ...doManifesto], dicasDoShellParaRemotos: [] };
  }
  const daPartida = arquivosCompartilhadosDaPartida(grafo) ?? todos;
  return {
    dicasDoShell: [...proprios, ...daPartida.map(script)],
    dicasDoShellParaRemotos: todos.filter((arquivo) => !daPartida.includes(arquivo)).map(script),
  };
}
