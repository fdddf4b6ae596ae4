/**
 * The shell's index.html written for one path: the registry inline (the shell then skips its `remotes.json` fetch) and
 * preload hints for every file of that route's first render (the shell's boot chunks and shared singletons, the owning
 * remote's manifest, entry and exposed chunks, and the chunks of the page its route table renders at that path), so the
 * browser asks for all of them in the first wave after the HTML.
 * When the owning remote prerendered this path, its fragment goes into the page as well (see fragmento.ts).
 */
import { donoPublicoNoRegistro } from '../dono-no-registro.js';
import type { Composicao } from './leitor-de-composicao.js';
import type { Dica } from './manifesto.js';
import { arquivosDaPagina } from './paginas-por-rota.js';

export const ID_REGISTRO_EMBUTIDO = 'registro-remotos';

const atributo = (valor: string) =>
  valor.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * On a prerendered page the text is already there: the boot scripts must not take the bandwidth the page's CSS needs
 * for the first paint, so their hints go at low priority (they are still requested in the first wave).
 */
function tagDeDica({ href, como }: Dica, prerenderizada = false): string {
  if (como === 'folha') return `<link rel="stylesheet" href="${atributo(href)}">`;
  // The federation runtime fetches the manifest in CORS mode with same-origin credentials: `crossorigin` matches it.
  const extra = como === 'fetch' ? ' crossorigin="anonymous"' : '';
  const prioridade = prerenderizada && como === 'script' ? ' fetchpriority="low"' : '';
  return `<link rel="preload" href="${atributo(href)}" as="${como}"${extra}${prioridade}>`;
}

/** JSON inside a data block: `<` escaped so no value can close the script element. */
export function registroEmbutido(registro: Composicao['registro']): string {
  const json = JSON.stringify(registro).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">${json}</script>`;
}

/**
 * The owning remote's manifest, entry and exposed chunks, then the chunks of the page its route table renders here;
 * none for a prefix its line restricts.
 */
function dicasDoRemotoDono(composicao: Composicao, caminho: string): Dica[] {
  const dono = donoPublicoNoRegistro(composicao.registro, caminho);
  const remoto = dono ? composicao.remotos.get(dono) : undefined;
  if (!remoto) return [];
  const pagina = remoto.paginas ? arquivosDaPagina(remoto.paginas, caminho) : [];
  return [
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

/** A prerendered page goes inside the shell's empty root, where the client hydrates it. */
function costurarFragmento(html: string, fragmento: string | undefined): string {
  return fragmento === undefined ? html : html.replace(RAIZ_VAZIA, () => `<div id="root">${fragmento}</div>`);
}

export function comporHtml(htmlDoShell: string, composicao: Composicao, caminho: string): string {
  const fragmento = composicao.fragmentosDoShell.get(caminho);
  const dicas = dicasDoCaminho(composicao, caminho).map((dica) => tagDeDica(dica, fragmento !== undefined));
  const cabeca = [registroEmbutido(composicao.registro), ...dicas].join('');
  const html = costurarFragmento(htmlDoShell, fragmento);
  const fim = html.indexOf('</head>');
  return fim < 0 ? `${cabeca}${html}` : `${html.slice(0, fim)}${cabeca}${html.slice(fim)}`;
}
