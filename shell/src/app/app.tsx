import { BrowserRouter } from 'react-router-dom';
import { Notificacoes } from '@portal/ui';
import { RotasDoPortal } from './rotas';
import type { ServicosDoShell } from './servicos';

export function App({ servicos }: { servicos: ServicosDoShell }) {
  return (
    <BrowserRouter>
      <RotasDoPortal servicos={servicos} />
      <Notificacoes />
    </BrowserRouter>
  );
}
