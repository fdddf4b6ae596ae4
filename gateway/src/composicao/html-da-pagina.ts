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

function tagDeDica({ href, como }: Dica): string {
  // The federation runtime fetches the manifest in CORS mode with same-origin credentials: `crossorigin` matches it.
  const extra = como === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" href="${atributo(href)}" as="${como}"${extra}>`;
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

export function comporHtml(htmlDoShell: string, composicao: Composicao, caminho: string): string {
  const cabeca = [
    registroEmbutido(composicao.registro),
    ...dicasDoCaminho(composicao, caminho).map(tagDeDica),
  ].join('');
  const fim = htmlDoShell.indexOf('</head>');
  return fim < 0
    ? `${cabeca}${htmlDoShell}`
    : `${htmlDoShell.slice(0, fim)}${cabeca}${htmlDoShell.slice(fim)}`;
}
