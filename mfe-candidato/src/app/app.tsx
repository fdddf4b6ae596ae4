import { RaizDoRemoto, type PortalProps } from '@portal/ui';
import { Rotas } from './routes';

export function App(props: PortalProps) {
  return (
    <RaizDoRemoto props={props}>
      <Rotas />
    </RaizDoRemoto>
  );
}
