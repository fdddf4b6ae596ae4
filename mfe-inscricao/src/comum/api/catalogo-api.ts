import { http } from '@portal/shared-auth';
import { clienteDoCatalogo } from '@portal/contracts';

/** The portal's one catalogue client (contracts' `clienteDoCatalogo`), over shared-auth's HTTP client. */
export const catalogoApi = clienteDoCatalogo(http);
