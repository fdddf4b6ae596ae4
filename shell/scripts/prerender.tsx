/**
 * Prerenders the shell's own public page (/home) after the production build: React's renderToString on the same
 * route table the browser renders, as a visitor sees it (no session, light theme). The portal's server stitches
 * `dist/prerender/home.html` (listed in `dist/prerender/indice.json`) into the page's `#root`, so the largest paint is the HTML's own text; the client then
 * hydrates it (src/bootstrap.tsx). A signed-in or dark-mode visitor's first render differs: React then renders the
 * root on the client, as it did before prerendering.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { Notificacoes } from '@portal/ui';
import { RotasDoPortal } from '../src/app/app';
import { moldesDaAreaRemota } from '../src/servidor/moldes-da-area-remota';
import type { ServicosDoShell } from '../src/app/servicos';

/** The shell's pages prerendered at build time: only pages whose content does not depend on the visitor. */
const PAGINAS = [Rota.home];

/** Nothing of these runs while rendering to a string (they are used by effects and by remote areas). */
const servicosInertes = {
  urlAnalytics: '',
  catalogo: null,
  carregarGerenciadorOidc: null,
} as unknown as ServicosDoShell;

/** `/home` → `home.html`; the server finds files through indice.json, never by this rule. */
const arquivoDoFragmento = (caminho: string) =>
  `${caminho.replace(/^\/+/, '').replace(/\//g, '__') || 'index'}.html`;

async function preRenderizar(pasta: string) {
  await mkdir(pasta, { recursive: true });
  const indice: Record<string, string> = {};
  for (const pagina of PAGINAS) {
    const html = renderToString(
      <StaticRouter location={pagina}>
        <RotasDoPortal servicos={servicosInertes} />
        <Notificacoes />
      </StaticRouter>,
    );
    indice[pagina] = arquivoDoFragmento(pagina);
    await writeFile(path.join(pasta, indice[pagina]), html);
    console.log(`✔ pré-renderizado ${pagina} (${html.length} bytes)`);
  }
  await writeFile(path.join(pasta, 'indice.json'), JSON.stringify(indice));
  await escreverMoldes(pasta);
}

/**
 * The layout around an empty remote area (`moldes.json`: navigation path or "*" → file), into which the portal's
 * server stitches a remote's prerendered page (docs/decisions/0830).
 */
async function escreverMoldes(pasta: string) {
  const moldes: Record<string, string> = {};
  for (const [chave, html] of Object.entries(moldesDaAreaRemota(servicosInertes))) {
    moldes[chave] = `molde-${arquivoDoFragmento(chave === '*' ? 'neutro' : chave)}`;
    await writeFile(path.join(pasta, moldes[chave]), html);
  }
  await writeFile(path.join(pasta, 'moldes.json'), JSON.stringify(moldes));
  console.log(`✔ ${Object.keys(moldes).length} moldes da área remota`);
}

// The shell package is CommonJS (no top-level await, no import.meta).
preRenderizar(path.resolve(__dirname, '../dist/prerender')).catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
