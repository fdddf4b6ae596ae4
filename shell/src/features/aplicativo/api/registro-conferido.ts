import { buscarRegistroRemotos, lerRegistroDoServidor } from '@portal/contracts/registro-na-pagina';
import type { RegistroLido, ResultadoLeituraRegistro } from '@portal/contracts';
import { CABECALHO_SO_DA_REDE, CACHE_DAS_PAGINAS } from '../mensagens-do-service-worker';

/**
 * The registry of a page the service worker answered from the device before the network (decision 0406), loaded only
 * on such a page. The page carries the registry it was composed with; a remote published or rolled back since would
 * make it show, and load, another version than the live one. So `remotes.json` is asked of the network (past the
 * service worker), and:
 * - the same composition: the page is the live one, and hydrates;
 * - another: the kept copy is dropped and the page opens again from the network (no hydration, no old files asked);
 * - no answer (a connection that only looked alive): the page's own registry, whose files came with it.
 */
export async function registroConferido(
  url: string,
  buscar: typeof fetch = fetch,
  abrirDaRede: () => Promise<void> = abrirDeNovoDaRede,
): Promise<ResultadoLeituraRegistro> {
  const daPagina = await lerRegistroDoServidor(url);
  const soDaRede: typeof fetch = (pedido, opcoes) =>
    buscar(pedido, { ...opcoes, headers: { ...opcoes?.headers, [CABECALHO_SO_DA_REDE]: '1' } });
  let vivo: ResultadoLeituraRegistro;
  try {
    vivo = await buscarRegistroRemotos(url, soDaRede);
  } catch {
    return daPagina;
  }
  if (composicao(vivo.registro) === composicao(daPagina.registro)) return vivo;
  await abrirDaRede();
  // The page is being replaced: nothing more of it runs.
  return new Promise(() => undefined);
}

/** Drops this page's kept copy, so the service worker asks the network for it, and opens it again. */
async function abrirDeNovoDaRede() {
  await caches
    .open(CACHE_DAS_PAGINAS)
    .then((cache) => cache.delete(window.location.href))
    .catch(() => undefined);
  window.location.reload();
}

/** What decides which code a page runs: each remote's manifest, version and prefixes (not its menu or access lines). */
export function composicao(registro: RegistroLido): string {
  return [...registro]
    .map(([nome, { manifest, version, prefixes }]) => [nome, manifest, version, ...prefixes].join(' '))
    .sort()
    .join('\n');
}
