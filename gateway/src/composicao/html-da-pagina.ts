/**
 * The shell's index.html written for one path: the registry inline (the shell then skips its `remotes.json` fetch) and
 * preload hints for every file of that route's first render (the shell's boot chunks and shared singletons, the owning
 * remote's manifest, entry and exposed chunks, and the chunks of the page its route table renders at that path), so the
 * browser asks for all of them in the first wave after the HTML. On a prerendered page the script hints wait for the
 * first paint instead (dicas-depois-da-pintura.ts, docs/decisions/0856).
 * A prerendered page goes into the page as well: the shell's own (its `#root`), or the owning remote's, inside the
 * shell's layout around the remote's area (pre-renderizadas.ts, docs/decisions/0830).
 */
import { blocoDeDados, ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { donoPublicoNoRegistro } from '../dono-no-registro.js';
import type { Composicao } from './leitor-de-composicao.js';
import {
  blocoDasDicasDepoisDaPintura,
  esperaAPintura,
  PRE_CARGA_DO_SHELL,
  shellLeAsDicas,
} from './dicas-depois-da-pintura.js';
import type { Dica } from './manifesto.js';
import { arquivosDaPagina, destinoDoRedirecionamento } from './paginas-por-rota.js';
import { moldeDoCaminho } from './pre-renderizadas.js';

/** Read by `useCarga` (@portal/remoto, carga/dados-pre-renderizados.ts) for the client's first render. */
export const ID_DADOS_PRE_RENDERIZADOS = 'dados-pre-renderizados';

const atributo = (valor: string) =>
  valor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function tagDeDica({ href, como, conteudo }: Dica): string {
  // `data-href` is how mini-css-extract's runtime finds a stylesheet already in the page, so it does not ask again.
  if (como === 'folha' && conteudo !== undefined)
    return `<style data-href="${atributo(href)}">${conteudo}</style>`;
  if (como === 'folha') return `<link rel="stylesheet" href="${atributo(href)}">`;
  // The federation runtime fetches the manifest in CORS mode with same-origin credentials: `crossorigin` matches it.
  const extra = como === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${atributo(href)}" as="${como}"${extra}>`;
}

export function registroEmbutido(registro: Composicao['registro']): string {
  return blocoDeDados(ID_REGISTRO_EMBUTIDO, JSON.stringify(registro));
}

/** The remote that owns a public path; none for a prefix its line restricts (no hint, no fragment for those). */
const remotoDono = (composicao: Composicao, caminho: string) => {
  const dono = donoPublicoNoRegistro(composicao.registro, caminho);
  return dono ? composicao.remotos.get(dono) : undefined;
};

/**
 * The shell's singletons that only a remote's code consumes, the owning remote's manifest, entry and exposed chunks,
 * then the chunks of the page its route table renders here.
 */
function dicasDoRemotoDono(composicao: Composicao, caminho: string): Dica[] {
  const remoto = remotoDono(composicao, caminho);
  if (!remoto) return [];
  const pagina = remoto.paginas ? arquivosDaPagina(remoto.paginas, caminho) : [];
  return [
    ...composicao.dicasDoShellParaRemotos,
    ...remoto.dicas,
    ...pagina.map((arquivo): Dica => ({ href: `${remoto.base}${arquivo}`, como: 'script' })),
  ];
}

export function dicasDoCaminho(composicao: Composicao, caminho: string): Dica[] {
  const doRemoto = dicasDoRemotoDono(composicao, caminho);
  const vistas = new Set<string>();
  return [...composicao.dicasDoShell, ...doRemoto].filter(
    ({ href }) => !vistas.has(href) && vistas.add(href),
  );
}

const RAIZ_VAZIA = '<div id="root"></div>';
const AREA_REMOTA_VAZIA = '<div class="area-remota"></div>';

interface Prerenderizada {
  /** The HTML of the shell's `#root`. */
  raiz: string;
  /** The data block of a remote's page, for the `<head>`. */
  dados?: string;
}

/**
 * The owning remote's page at this path, inside the shell's layout. Only for an address without a query: the page
 * was rendered without one, and a query (a filter, a preview) would change the client's first render.
 */
function paginaDoRemoto(composicao: Composicao, caminho: string, consulta: boolean): Prerenderizada | null {
  const pagina = consulta ? undefined : remotoDono(composicao, caminho)?.preRenderizadas.get(caminho);
  const molde = pagina ? moldeDoCaminho(composicao.moldesDoShell, caminho) : null;
  if (!pagina || molde?.split(AREA_REMOTA_VAZIA).length !== 2) return null;
  const raiz = molde.replace(AREA_REMOTA_VAZIA, () => `<div class="area-remota">${pagina.html}</div>`);
  return { raiz, dados: pagina.dados && blocoDeDados(ID_DADOS_PRE_RENDERIZADOS, pagina.dados) };
}

/**
 * A prefix alone that the owning remote only redirects (`<Navigate>` to its catalogue): when the page there is
 * prerendered, the server sends the browser to it (docs/decisions/0840), so the visitor gets the HTML with the content
 * instead of an empty area that the remote's code would redirect once it had run. Null otherwise (a page, a query or
 * a preview, whose routes may differ from the live version's, a destination without its page): served as before.
 */
export function redirecionamentoPreRenderizado(
  composicao: Composicao,
  url: string,
  comPrevia = false,
): string | null {
  const [caminho = '/', consulta] = url.split('?');
  if (consulta !== undefined || comPrevia) return null;
  const paginas = remotoDono(composicao, caminho)?.paginas;
  const destino = paginas ? destinoDoRedirecionamento(paginas, caminho) : null;
  return destino && paginaDoRemoto(composicao, destino, false) ? destino : null;
}

function preRenderizada(composicao: Composicao, caminho: string, consulta: boolean): Prerenderizada | null {
  const doShell = composicao.fragmentosDoShell.get(caminho);
  return doShell === undefined ? paginaDoRemoto(composicao, caminho, consulta) : { raiz: doShell };
}

/**
 * `url`: the path, with or without its query. `comPrevia`: the browser previews some remote (decision 0903), whose
 * code is another version than the live one the pages were rendered with, so no remote page is stitched for it.
 */
export function comporHtml(
  htmlDoShell: string,
  composicao: Composicao,
  url: string,
  comPrevia = false,
): string {
  const [caminho = '/', consulta] = url.split('?');
  const pagina = preRenderizada(composicao, caminho, consulta !== undefined || comPrevia);
  const dicas = dicasDoCaminho(composicao, caminho);
  // A prerendered page paints before anything of the boot is requested (decision 0856).
  const adiar = pagina !== null && shellLeAsDicas(htmlDoShell);
  const cabeca = [
    registroEmbutido(composicao.registro),
    pagina?.dados ?? '',
    ...(adiar ? dicas.filter((dica) => !esperaAPintura(dica)) : dicas).map(tagDeDica),
    blocoDasDicasDepoisDaPintura(adiar ? dicas.filter(esperaAPintura) : []),
  ].join('');
  // A prerendered page goes inside the shell's empty root, where the client hydrates it; main.js is asked for with
  // the other boot files, after the first frame.
  const semPreCarga = adiar ? htmlDoShell.replace(PRE_CARGA_DO_SHELL, '') : htmlDoShell;
  const html = pagina
    ? semPreCarga.replace(RAIZ_VAZIA, () => `<div id="root">${pagina.raiz}</div>`)
    : semPreCarga;
  const fim = html.indexOf('</head>');
  return fim < 0 ? `${cabeca}${html}` : `${html.slice(0, fim)}${cabeca}${html.slice(fim)}`;
}
