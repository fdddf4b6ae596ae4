import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { Remote } from '@portal/contracts';
import { Carregando } from '@portal/ui';
import type { CatalogoRemotos } from '../api/catalogo-remotos';
import { useLifecyclesDoRemoto } from '../hooks/use-lifecycles-do-remoto';
import { PainelIndisponivel } from './painel-indisponivel';

/** The portal's base path, given to every parcel (docs/decisions/0003). */
export const BASE_DO_PORTAL = '/';

export interface AreaRemotaProps {
  remoto: Remote;
  catalogo: CatalogoRemotos;
}

/** One remote mounted as a single-spa parcel with its own React root; a crash or an outage stays inside it. */
export function AreaRemota({ remoto, catalogo }: AreaRemotaProps) {
  const { estado, tentarNovamente, marcarIndisponivel } = useLifecyclesDoRemoto(remoto, catalogo);
  const navegar = useNavegarEstavel();

  if (estado.fase === 'carregando') return <Carregando texto="Carregando esta área…" />;
  if (estado.fase === 'indisponivel') return <PainelIndisponivel aoTentarNovamente={tentarNovamente} />;
  return (
    <Parcel
      config={estado.lifecycles}
      mountParcel={mountRootParcel}
      wrapClassName="area-remota"
      wrapWith="div"
      handleError={marcarIndisponivel}
      basename={BASE_DO_PORTAL}
      navigate={navegar}
    />
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
