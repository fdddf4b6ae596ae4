import { criarLifecyclesDoRemoto } from '@portal/remoto';
import { Rotas } from './routes';

/** The one module this remote exposes (`./lifecycles`): single-spa parcel lifecycles with their own React root. */
export const { bootstrap, mount, unmount, update } = criarLifecyclesDoRemoto(Rotas);
