/**
 * The shell's index.html written for one path: the registry inline (the shell then skips its `remotes.json` fetch) and
 * preload hints for every file of that route's first render (the shell's boot chunks and shared singletons, the owning
 * remote's manifest, entry and exposed chunks), so the browser asks for all of them in the first wave after the HTML.
 * When the owning remote prerendered this path, its fragment goes into the page as well (see fragmento.ts).
 */
import { DONO_DO_PREFIXO } from '@portal/contracts';
import type { Composicao } from './leitor-de-composicao.js';
import type { Dica } from './manifesto.js';

export const ID_REGISTRO_EMBUTIDO = 'registro-remotos';

export function donoDoCaminho(caminho: string): string | null {
  const segmento = caminho.split('?')[0]!.replace(/^\/+/, '').split('/')[0] ?? '';
  return Object.hasOwn(DONO_DO_PREFIXO, segmento) ? DONO_DO_PREFIXO[segmento]! : null;
}

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

export function dicasDoCaminho(composicao: Composicao, caminho: string): Dica[] {
  const dono = donoDoCaminho(caminho);
  const doRemoto = dono ? (composicao.remotos.get(dono)?.dicas ?? []) : [];
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
