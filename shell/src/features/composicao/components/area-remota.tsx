import { useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Mensagem } from '@portal/contracts';
import { Botao, Carregando, usePageTitle } from '@portal/ui/hospedeiro';
import {
  areaChegouPreRenderizada,
  areaPreRenderizadaUsada,
  MoldeDaAreaRemota,
} from '../area-pre-renderizada';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { donoDaRota } from '../dono-da-rota';
import { semRede, useLifecyclesDoRemoto } from '../hooks/use-lifecycles-do-remoto';
import { useRegistroLido } from '../hooks/use-registro-lido';
import { ParcelNaArea } from './parcel-na-area';

export const TEXTO_TENTAR_NOVAMENTE = 'Tentar novamente';

/** The portal's base path, given to every parcel (docs/decisions/0003). */
export const BASE_DO_PORTAL = '/';

export interface AreaRemotaProps {
  remoto: string;
  catalogo: CatalogoRemotos;
}

/**
 * One remote mounted as a single-spa parcel with its own React root; a crash or an outage stays inside it. A page that
 * arrived with the remote's prerendered HTML keeps it on screen while the remote's code loads, then the remote
 * hydrates it (docs/decisions/0830); otherwise the area shows a spinner until the code is there.
 */
export function AreaRemota({ remoto, catalogo }: AreaRemotaProps) {
  const { estado, tentarNovamente, tentarComEsperas, marcarIndisponivel } = useLifecyclesDoRemoto(
    remoto,
    catalogo,
  );
  const noMolde = useContext(MoldeDaAreaRemota);
  const [preRenderizada] = useState(() => noMolde || areaChegouPreRenderizada());
  useEffect(areaPreRenderizadaUsada, []);
  const navegar = useNavegarEstavel();

  // Offline, a page the device kept prerendered stays readable without its code, and stays so while its code is tried
  // again with waits (decision 0414).
  const semRedeNemCodigo = estado.fase === 'indisponivel' && preRenderizada && semRede();
  const tentandoComEsperas = estado.fase === 'carregando' && estado.comEsperas && preRenderizada;
  const soAPaginaGuardada = semRedeNemCodigo || tentandoComEsperas;
  useTentarDeNovoQuandoAConexaoVoltar(semRedeNemCodigo, tentarComEsperas);

  if (estado.fase === 'indisponivel' && !soAPaginaGuardada)
    return <PainelIndisponivel aoTentarNovamente={tentarNovamente} />;
  if (estado.fase === 'carregando' && !preRenderizada) return <Carregando texto="Carregando esta área…" />;
  return (
    <>
      {soAPaginaGuardada ? <AvisoSoAPaginaGuardada aoTentarNovamente={tentarComEsperas} /> : null}
      <ParcelNaArea
        lifecycles={estado.fase === 'pronto' ? estado.lifecycles : null}
        montar={estado.fase === 'pronto' ? estado.montar : null}
        aoFalhar={marcarIndisponivel}
        basename={BASE_DO_PORTAL}
        navigate={navegar}
      />
    </>
  );
}

export const TEXTO_SO_A_PAGINA_GUARDADA =
  'Os botões e os campos desta página voltam a funcionar com a conexão.';

/**
 * When the connection returns, the area asks for its code again by itself: the citizen need not find the button. An
 * `online` event fired before the listener was added is not lost: the connection is read once it listens.
 */
function useTentarDeNovoQuandoAConexaoVoltar(esperando: boolean, tentar: () => void) {
  useEffect(() => {
    if (!esperando) return;
    window.addEventListener('online', tentar);
    if (!semRede()) tentar();
    return () => window.removeEventListener('online', tentar);
  }, [esperando, tentar]);
}

/**
 * Above the prerendered page the device kept, while its code cannot come (no connection, or one still coming back):
 * what is on screen can be read and its links followed; what needs the code waits. A polite status, not an alert: the
 * page is there. Its button tries with the same waits as the connection's return.
 */
function AvisoSoAPaginaGuardada({ aoTentarNovamente }: { aoTentarNovamente: () => void }) {
  return (
    <div className="painel painel--aviso">
      <p role="status">{TEXTO_SO_A_PAGINA_GUARDADA}</p>
      <Botao onClick={aoTentarNovamente}>{TEXTO_TENTAR_NOVAMENTE}</Botao>
    </div>
  );
}

/**
 * The shell router's navigate behind a stable function: the parcel receives it once, and a new function on
 * every URL change would make every parcel re-render for nothing.
 */
function useNavegarEstavel(): (destino: string) => void {
  const navigate = useNavigate();
  const atual = useRef(navigate);
  useEffect(() => {
    atual.current = navigate;
  }, [navigate]);
  return useCallback((destino: string) => atual.current(destino), []);
}

/**
 * The one catch-all route: the first URL segment picks the remote in the registry (read at run time), and the area is
 * keyed by remote name, so moving between two prefixes of the same remote (inscricao → meus-cursos) keeps its parcel
 * mounted. With no registry at all (remotes.json unreachable) nobody can tell a remote's page from a wrong address:
 * the area says the service is unavailable and can read the registry again. Who may open an area is its remote's
 * own business (its exposed module guards before any page loads, decision 1561): the shell carries no guard.
 */
export function AreaPorPrefixo({
  catalogo,
  naoEncontrada,
}: {
  catalogo: CatalogoRemotos;
  naoEncontrada: ReactNode;
}) {
  const { pathname } = useLocation();
  const { registro, lerDeNovo } = useRegistroLido(catalogo);
  if (registro === null) return <Carregando texto="Carregando esta área…" />;
  const dono = donoDaRota(registro, pathname);
  if (dono.tipo === 'remoto')
    return <AreaRemota key={dono.remoto} remoto={dono.remoto} catalogo={catalogo} />;
  if (registro.size === 0) return <PainelIndisponivel aoTentarNovamente={lerDeNovo} />;
  return <>{naoEncontrada}</>;
}

/**
 * In-layout notice for one area whose remote could not be loaded; the header and other areas keep working.
 * Like any page it names the tab and takes focus, so keyboard and screen-reader users land on the notice.
 */
export function PainelIndisponivel({ aoTentarNovamente }: { aoTentarNovamente: () => void }) {
  const tituloRef = usePageTitle(Mensagem.servicoIndisponivel);
  return (
    <section
      className="painel painel--erro painel-indisponivel"
      role="alert"
      aria-labelledby="titulo-indisponivel"
    >
      <h1 id="titulo-indisponivel" ref={tituloRef} tabIndex={-1}>
        {Mensagem.servicoIndisponivel}
      </h1>
      <p>Esta parte do portal não respondeu. As demais áreas continuam funcionando.</p>
      <Botao onClick={aoTentarNovamente}>{TEXTO_TENTAR_NOVAMENTE}</Botao>
    </section>
  );
}
