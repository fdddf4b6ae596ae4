/**
 * The composition the server knows: the registry (`remotes.json`) and, for each remote in it, the files of its first
 * render read from its `mf-manifest.json`; plus the shell's own boot files. Read at start and again whenever the
 * registry file or the shell's build changes (a deploy or rollback renames a new `remotes.json` into place), so the
 * next page load reflects it without a restart. A remote whose manifest cannot be read gets no hints: its area
 * degrades in the browser as it always did.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ARQUIVO_CARGA_INICIAL,
  ARQUIVO_GRAFO,
  lerDicasDoShell,
  lerJson,
  type DicasDoShell,
} from './dicas-do-shell.js';
import { baseDoManifesto, dicasDoRemoto, type Dica, type ManifestoMf } from './manifesto.js';
import { lerPaginasDoRemoto, type PaginasDoRemoto } from './paginas-por-rota.js';
import { INDICE_DO_REMOTO, lerPreRenderizadas, type PaginaPreRenderizada } from './pre-renderizadas.js';

export interface RemotoComposto {
  versao: string;
  /** The published version's folder (its prerendered fragments live in it). */
  pasta: string;
  dicas: Dica[];
  /** Where the remote's files are served from (its manifest's folder). */
  base: string;
  /** The page chunks of each route (its build's `paginas-por-rota.json`); null for a build without them. */
  paginas: PaginasDoRemoto | null;
  /** Its public pages prerendered at deploy (`prerender/indice.json` of the version folder), by path. */
  preRenderizadas: Map<string, PaginaPreRenderizada>;
}

export { ARQUIVO_CARGA_INICIAL, ARQUIVO_GRAFO };

export interface Composicao extends DicasDoShell {
  /** The registry as the shell would fetch it, `{ remotes: {...} }` (empty before any deploy). */
  registro: { remotes: Record<string, unknown> };
  remotos: Map<string, RemotoComposto>;
  /** The shell's prerendered pages (path → HTML of its `#root`), from `prerender/indice.json` in its build. */
  fragmentosDoShell: Map<string, string>;
  /** The shell's layout around an empty remote area (navigation path or "*" → HTML), from `prerender/moldes.json`. */
  moldesDoShell: Map<string, PaginaPreRenderizada>;
}

export const ARQUIVOS_DE_PAGINAS = ['paginas-por-rota.json', ARQUIVO_GRAFO] as const;
/** Written by the shell's build (scripts/prerender.tsx): `{ "<path>": "<file in prerender/>" }`. */
export const INDICE_DE_FRAGMENTOS = 'prerender/indice.json';
/** Written by the shell's build too: the layouts a remote's prerendered page is stitched into. */
export const INDICE_DE_MOLDES = 'prerender/moldes.json';
const PREFIXO_REMOTOS = '/remotes/';

async function assinatura(...arquivos: string[]): Promise<string> {
  const infos = await Promise.all(arquivos.map((a) => stat(a).catch(() => null)));
  return infos.map((i) => (i ? `${i.ino}:${i.mtimeMs}:${i.size}` : '-')).join('|');
}

export class LeitorDeComposicao {
  private vista: { chave: string; composicao: Promise<Composicao> } | null = null;
  /**
   * Each registered remote's manifest and prerender index: a page written after the deploy (`pnpm start`) is read
   * too, and a remote whose manifest could not be read once (a deploy still copying it) is read again when it can.
   */
  private arquivosDosRemotos: string[] = [];

  constructor(
    private readonly pastaShell: string,
    private readonly pastaDados: string,
  ) {}

  /** One `stat` per file per page load; the files are read again only when one of them changed. */
  async atual(): Promise<Composicao> {
    const arquivos = ['remotes.json'].map((a) => path.join(this.pastaDados, a));
    arquivos.push(
      path.join(this.pastaShell, 'mf-manifest.json'),
      path.join(this.pastaShell, ARQUIVO_CARGA_INICIAL),
      path.join(this.pastaShell, ARQUIVO_GRAFO),
      path.join(this.pastaShell, INDICE_DE_FRAGMENTOS),
      path.join(this.pastaShell, INDICE_DE_MOLDES),
    );
    const chave = await assinatura(...arquivos, ...this.arquivosDosRemotos);
    if (this.vista?.chave !== chave) {
      const composicao = this.ler();
      this.vista = { chave, composicao };
      const registrados = Object.values((await composicao).registro.remotes);
      this.arquivosDosRemotos = registrados.flatMap((entrada) => {
        const manifesto = this.arquivoDoManifesto(entrada);
        return manifesto ? [manifesto, path.join(path.dirname(manifesto), INDICE_DO_REMOTO)] : [];
      });
    }
    return this.vista.composicao;
  }

  private async ler(): Promise<Composicao> {
    const bruto = await lerJson<{ remotes?: unknown }>(path.join(this.pastaDados, 'remotes.json'));
    const remotes = (bruto?.remotes && typeof bruto.remotes === 'object' ? bruto.remotes : {}) as Record<
      string,
      unknown
    >;
    const remotos = new Map<string, RemotoComposto>();
    await Promise.all(
      Object.entries(remotes).map(async ([nome, entrada]) => {
        const lido = await this.lerRemoto(entrada);
        if (lido) remotos.set(nome, lido);
      }),
    );
    const [{ dicasDoShell, dicasDoShellParaRemotos }, fragmentosDoShell, moldesDoShell] = await Promise.all([
      lerDicasDoShell(this.pastaShell),
      lerPreRenderizadas(path.join(this.pastaShell, INDICE_DE_FRAGMENTOS)),
      lerPreRenderizadas(path.join(this.pastaShell, INDICE_DE_MOLDES)),
    ]);
    const fragmentos = new Map([...fragmentosDoShell].map(([caminho, { html }]) => [caminho, html]));
    return {
      registro: { remotes },
      dicasDoShell,
      dicasDoShellParaRemotos,
      remotos,
      fragmentosDoShell: fragmentos,
      moldesDoShell,
    };
  }

  /** A registry entry's manifest file in the static origin; null when the entry is malformed or points outside. */
  private arquivoDoManifesto(entrada: unknown): string | null {
    const { manifest, version } = (entrada ?? {}) as { manifest?: unknown; version?: unknown };
    if (typeof manifest !== 'string' || typeof version !== 'string' || !manifest.startsWith(PREFIXO_REMOTOS))
      return null;
    const pastaRemotos = path.join(this.pastaDados, 'remotes');
    const arquivo = path.join(pastaRemotos, manifest.slice(PREFIXO_REMOTOS.length));
    return path.relative(pastaRemotos, arquivo).startsWith('..') ? null : arquivo;
  }

  private async lerRemoto(entrada: unknown): Promise<RemotoComposto | null> {
    const arquivo = this.arquivoDoManifesto(entrada);
    if (!arquivo) return null;
    const { manifest, version } = entrada as { manifest: string; version: string };
    const pasta = path.dirname(arquivo);
    const [manifesto, indice, grafo, preRenderizadas] = await Promise.all([
      lerJson<ManifestoMf>(arquivo),
      ...ARQUIVOS_DE_PAGINAS.map((nome) => lerJson<unknown>(path.join(pasta, nome))),
      lerPreRenderizadas(path.join(pasta, INDICE_DO_REMOTO)),
    ]);
    return (
      manifesto && {
        versao: version,
        pasta,
        dicas: dicasDoRemoto(manifest, manifesto as ManifestoMf),
        base: baseDoManifesto(manifest, manifesto as ManifestoMf),
        paginas: lerPaginasDoRemoto(indice, grafo),
        preRenderizadas: preRenderizadas as Map<string, PaginaPreRenderizada>,
      }
    );
  }
}
