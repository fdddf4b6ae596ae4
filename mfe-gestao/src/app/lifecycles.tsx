import { criarLifecycles, RaizDoRemoto, type PortalProps } from '@portal/ui';
import { Rotas } from './routes';

const App = (props: PortalProps) => (
  <RaizDoRemoto props={props}>
    <Rotas />
  </RaizDoRemoto>
);

/** The one module this remote exposes (`./lifecycles`): single-spa parcel lifecycles with their own React root. */
export const { bootstrap, mount, unmount, update } = criarLifecycles(App);
