/**
 * Prerendered HTML the server stitches into pages (docs/decisions/0811, 0830): the shell's own pages and the layout
 * around a remote's area (its build), and each remote's public pages (written into its version folder at deploy).
 * One reader for all: an index maps a path to files of the same folder; an entry pointing outside it is ignored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface PaginaPreRenderizada {
  html: string;
  /** The JSON of the data the page was rendered with (a remote's page), for the client's first render. */
  dados?: string;
}

/** Where a remote's deploy writes its pages, inside the version folder. */
export const INDICE_DO_REMOTO = 'prerender/indice.json';

async function lerDentro(pasta: string, arquivo: unknown): Promise<string | null> {
  if (typeof arquivo !== 'string') return null;
  const completo = path.join(pasta, arquivo);
  if (path.relative(pasta, completo).startsWith('..')) return null;
  return readFile(completo, 'utf8').catch(() => null);
}

async function lerEntrada(pasta: string, valor: unknown): Promise<PaginaPreRenderizada | null> {
  // The shell's index names the file; a remote's names the HTML and its data.
  const { html: arquivoHtml, dados: arquivoDados } =
    typeof valor === 'string'
      ? { html: valor, dados: undefined }
      : ((valor ?? {}) as Record<string, unknown>);
  const [html, dados] = await Promise.all([lerDentro(pasta, arquivoHtml), lerDentro(pasta, arquivoDados)]);
  if (html === null || (arquivoDados !== undefined && dados === null)) return null;
  return dados === null ? { html } : { html, dados };
}

/**
 * The index `arquivoIndice` and the files it names (path → page); an unreadable or malformed index is an empty map:
 * that remote's pages go without their prerendered copy, and every other page is composed as usual.
 */
export async function lerPreRenderizadas(arquivoIndice: string): Promise<Map<string, PaginaPreRenderizada>> {
  const pasta = path.dirname(arquivoIndice);
  const texto = await readFile(arquivoIndice, 'utf8').catch(() => '{}');
  let indice: unknown;
  try {
    indice = JSON.parse(texto);
  } catch {
    return new Map();
  }
  if (!indice || typeof indice !== 'object') return new Map();
  const lidas = await Promise.all(
    Object.entries(indice).map(async ([caminho, valor]) => {
      const pagina = await lerEntrada(pasta, valor);
      return pagina && ([caminho, pagina] as const);
    }),
  );
  return new Map(lidas.filter((par) => par !== null));
}

/** The key of the layout with no active navigation link (shell/src/app/moldes-da-area-remota.tsx). */
const MOLDE_NEUTRO = '*';

/** React Router's NavLink is active on its path and below it, ignoring case. */
const marca = (item: string, caminho: string) => {
  const [a, b] = [item.toLowerCase(), caminho.toLowerCase()];
  return b === a || b.startsWith(`${a}/`);
};

/**
 * The shell's layout for `caminho`: the one rendered at that navigation path, or the neutral one when no navigation
 * item would be active there; none when an item is active below its own path (no layout was rendered for that).
 */
export function moldeDoCaminho(moldes: Map<string, PaginaPreRenderizada>, caminho: string): string | null {
  const proprio = moldes.get(caminho);
  if (proprio) return proprio.html;
  const itens = [...moldes.keys()].filter((chave) => chave !== MOLDE_NEUTRO);
  if (itens.some((item) => marca(item, caminho))) return null;
  return moldes.get(MOLDE_NEUTRO)?.html ?? null;
}
