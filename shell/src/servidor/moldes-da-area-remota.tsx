/**
 * The shell's layout around an empty remote area, prerendered at the shell's build (scripts/prerender.tsx) for the
 * portal's server to stitch a remote's prerendered page into (docs/decisions/0830). The layout depends on the path
 * only through the navigation's active link, so there is one per navigation item and one where none is active ("*").
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { Notificacoes } from '@portal/ui/hospedeiro';
import { MoldeDaAreaRemota } from '../features/composicao/area-pre-renderizada';
import type { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { ITENS_DE_NAVEGACAO } from '../features/layout/components/barra-lateral';
import { RotasDoPortal } from '../app/app';
import type { ServicosDoShell } from '../app/servicos';

/** Where the server puts the remote's fragment (ParcelNaArea's element as the server renders it). */
export const AREA_REMOTA_VAZIA = '<div class="area-remota"></div>';

/** The key of the layout with no active link, and a path no navigation item matches where it is rendered. */
export const MOLDE_NEUTRO = '*';
const CAMINHO_NEUTRO = '/area-remota';

/** A registry in which the path's first segment belongs to some remote: the catch-all then renders the area. */
function catalogoDoCaminho(caminho: string): CatalogoRemotos {
  const prefixo = caminho.split('/')[1] ?? '';
  const registro = new Map([['remoto', { manifest: '/m.json', version: '1', prefixes: [prefixo] }]]);
  return { registroLido: () => registro } as unknown as CatalogoRemotos;
}

/** The layout at `caminho` with the remote area empty; null when the shell itself owns that path (no area). */
export function renderizarMolde(caminho: string, servicos: ServicosDoShell): string | null {
  const html = renderToString(
    <MoldeDaAreaRemota.Provider value>
      <StaticRouter location={caminho}>
        <RotasDoPortal servicos={{ ...servicos, catalogo: catalogoDoCaminho(caminho) }} />
        <Notificacoes />
      </StaticRouter>
    </MoldeDaAreaRemota.Provider>,
  );
  return html.includes(AREA_REMOTA_VAZIA) ? html : null;
}

/** `{ "<navigation path>" | "*": html }` for every path a remote may own. */
export function moldesDaAreaRemota(servicos: ServicosDoShell): Record<string, string> {
  const moldes: Record<string, string> = {};
  const neutro = renderizarMolde(CAMINHO_NEUTRO, servicos);
  if (neutro) moldes[MOLDE_NEUTRO] = neutro;
  for (const { caminho } of ITENS_DE_NAVEGACAO) {
    const html = renderizarMolde(caminho, servicos);
    if (html) moldes[caminho] = html;
  }
  return moldes;
}
