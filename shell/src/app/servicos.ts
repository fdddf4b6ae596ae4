import { lerRegistroDoServidor } from '@portal/contracts/registro-na-pagina';
import { env } from '../config/env';
import { CatalogoRemotos } from '../features/composicao/api/catalogo-remotos';
import { carregarFederacao } from '../features/composicao/api/federacao-sob-demanda';
import { aplicarPrevias, previasDoNavegador } from '../features/composicao/previa-de-remoto';
import { gerenciadorSobDemanda } from '../features/govbr/api/configuracao-oidc';
import { paginaAntesDaRede } from '../features/aplicativo/pagina-do-aparelho';

/**
 * The registry this page runs with: the one it carries, or, on a page the service worker answered from the device
 * (decision 0406), the one the network confirms (a chunk of its own: only such a page needs it). The device keeps the
 * live page only: under a tester's preview it opens from the network (decision 0903). The boot tells the conference
 * so, because the chunk reading the cookie itself would add those names to the first load.
 */
const lerRegistro = (comPrevia: boolean) =>
  paginaAntesDaRede()
    ? import('../features/aplicativo/api/registro-conferido').then(({ registroConferido }) =>
        registroConferido(env.remotesUrl, { comPrevia }),
      )
    : lerRegistroDoServidor(env.remotesUrl);

/** The shell's long-lived services, built once from the run-time configuration. */
export function criarServicos() {
  return {
    // A tester's preview of one remote (cookie or ?remoto-previa=) changes this browser's registry only.
    catalogo: new CatalogoRemotos(carregarFederacao, () => {
      const previas = previasDoNavegador();
      return lerRegistro(previas.size > 0).then((lido) => aplicarPrevias(lido, previas));
    }),
    carregarGerenciadorOidc: gerenciadorSobDemanda({
      authority: env.oidcAuthority,
      clientId: env.oidcClientId,
      apiBaseUrl: env.apiBaseUrl,
      origem: window.location.origin,
    }),
    urlAnalytics: env.analyticsUrl,
  };
}

export type ServicosDoShell = ReturnType<typeof criarServicos>;

/**
 * Navigation for code that runs outside React (the session-expiry callback of the HTTP client). The router
 * registers its navigate here; before that, a plain history push does the same, because single-spa's patched
 * history turns it into a popstate that every router follows.
 */
type Navegar = (destino: string) => void;

let navegarAtual: Navegar = (destino) => window.history.pushState(null, '', destino);

export function definirNavegacaoDoPortal(navegar: Navegar): void {
  navegarAtual = navegar;
}

export function navegarNoPortal(destino: string): void {
  navegarAtual(destino);
}
