import { criarLifecyclesDoRemoto } from '@portal/ui';
import { Rotas } from './routes';

/** The one module this remote exposes (`./lifecycles`): single-spa parcel lifecycles with their own React root. */
export const { bootstrap, mount, unmount, update } = criarLifecyclesDoRemoto(Rotas);
