import { buscarRegistroRemotos, lerRegistroDoServidor } from '@portal/contracts/registro-na-pagina';
import type { RegistroLido, ResultadoLeituraRegistro } from '@portal/contracts';
import { CABECALHO_SO_DA_REDE, CACHE_DAS_PAGINAS } from '../mensagens-do-service-worker';
import { META_DA_PAGINA_DO_APARELHO } from '../pagina-do-aparelho';
import { avisoSemConexao, chaveDaPagina, CLASSE_DO_AVISO_SEM_CONEXAO } from '../regras-de-cache';

/** How long the page waits for the network's registry before it trusts its own (a connection that only looks alive). */
export const PRAZO_DA_CONFERENCIA_MS = 3000;

export interface Conferencia {
  buscar?: typeof fetch;
  abrirDaRede?: () => Promise<void>;
  /** This browser previews a remote (decision 0903): the kept page is the live one, never the preview's. */
  comPrevia?: boolean;
  prazoMs?: number;
}

/**
 * The registry of a page the service worker answered from the device before the network (decision 0406), loaded only
 * on such a page. The page carries the registry it was composed with; a remote published or rolled back since would
 * make it show, and load, another version than the live one. So `remotes.json` is asked of the network (past the
 * service worker), and:
 * - the same composition: the page is the live one, and hydrates;
 * - another (or a preview in this browser): the kept copy is dropped and the page opens again from the network (no
 *   hydration, no old files asked for); a second time for the same page and composition in this tab, the page is
 *   rendered anew with the live registry instead, so nothing can reload in a loop;
 * - no answer in time (a connection that only looked alive): the page's own registry, whose files came with it, and
 *   the "Sem conexão" notice with the copy's time; an error answer: the page's own registry, without the notice.
 */
export async function registroConferido(
  url: string,
  {
    buscar = fetch,
    abrirDaRede = abrirDeNovoDaRede,
    comPrevia = false,
    prazoMs = PRAZO_DA_CONFERENCIA_MS,
  }: Conferencia = {},
): Promise<ResultadoLeituraRegistro> {
  const daPagina = await lerRegistroDoServidor(url);
  const soDaRede: typeof fetch = (pedido, opcoes) => {
    const cabecalhos = new Headers(opcoes?.headers);
    cabecalhos.set(CABECALHO_SO_DA_REDE, '1');
    const prazo = new AbortController();
    setTimeout(() => prazo.abort(), prazoMs);
    return buscar(pedido, { ...opcoes, headers: cabecalhos, signal: prazo.signal });
  };
  let vivo: ResultadoLeituraRegistro;
  try {
    vivo = await buscarRegistroRemotos(url, soDaRede);
  } catch (erro) {
    if (semRede(erro)) avisarSemConexao();
    return daPagina;
  }
  const composicaoViva = composicao(vivo.registro);
  if (composicaoViva === composicao(daPagina.registro) && !comPrevia) return vivo;
  const chave = `portal-reaberta:${window.location.pathname}`;
  if (sessionStorage.getItem(chave) === composicaoViva) {
    document.getElementById('root')?.replaceChildren();
    return vivo;
  }
  sessionStorage.setItem(chave, composicaoViva);
  await abrirDaRede();
  // The page is being replaced: nothing more of it runs.
  return new Promise(() => undefined);
}

/** What decides which code a page runs: each remote's manifest, version and prefixes (not its menu or access lines). */
export function composicao(registro: RegistroLido): string {
  return [...registro]
    .map(([nome, { manifest, version, prefixes }]) => [nome, manifest, version, ...prefixes].join(' '))
    .sort()
    .join('\n');
}

/** `fetch` rejects with a TypeError without a network, and with an AbortError when the deadline passed. */
const semRede = (erro: unknown) =>
  erro instanceof TypeError || (erro instanceof DOMException && erro.name === 'AbortError');

/** The notice a page from the device carries offline (decision 0406), with the time the device kept it. */
function avisarSemConexao() {
  const copiaDe = document
    .querySelector(`meta[name="${META_DA_PAGINA_DO_APARELHO}"]`)
    ?.getAttribute('content');
  if (!copiaDe || document.querySelector(`body > .${CLASSE_DO_AVISO_SEM_CONEXAO}`)) return;
  document.body.insertAdjacentHTML('afterbegin', avisoSemConexao(new Date(copiaDe)));
}

/**
 * Drops this page's kept copy, so the service worker asks the network for it, and opens it again. The copy is kept
 * under the address without its query (a receipt's `?idInscricao=`, decision 0415): deleted under the full address,
 * it stayed, and the reload opened the stale copy once more.
 */
export async function abrirDeNovoDaRede(
  endereco = window.location.href,
  recarregar = () => window.location.reload(),
) {
  await caches
    .open(CACHE_DAS_PAGINAS)
    .then((cache) => cache.delete(chaveDaPagina(endereco)))
    .catch(() => undefined);
  recarregar();
}
