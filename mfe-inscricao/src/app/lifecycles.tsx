import { criarLifecycles } from '@portal/ui';
import { App } from './app';

/** The one module this remote exposes (`./lifecycles`): single-spa parcel lifecycles with their own React root. */
export const { bootstrap, mount, unmount, update } = criarLifecycles(App);
