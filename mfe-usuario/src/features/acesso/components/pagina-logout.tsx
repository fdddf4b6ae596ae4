import { Carregando, usePageTitle } from '@portal/ui';
import { useNavegarFora } from '@portal/remoto';
import { useSair } from '../hooks/use-sair';

export function PaginaLogout() {
  const h1 = usePageTitle('Sair');
  useSair(useNavegarFora());
  return (
    <div className="pagina pagina--estreita">
      <h1 ref={h1}>Sair do portal</h1>
      <Carregando texto="Encerrando a sua sessão…" />
    </div>
  );
}
