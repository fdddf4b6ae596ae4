import { URL_REGISTRO_REMOTOS } from '@portal/contracts';
import { lerConfigDoPortal } from '@portal/shared-auth';

/** The key of /config.js only this remote reads: where the registry is, for the staff page (decision 1562). */
const { remotesUrl } =
  (globalThis as { __PORTAL_CONFIG__?: { remotesUrl?: string } }).__PORTAL_CONFIG__ ?? {};

/** This remote's run-time configuration: the portal's /config.js, read once (shared-auth's reader). */
export const env = { ...lerConfigDoPortal(), remotesUrl: remotesUrl ?? URL_REGISTRO_REMOTOS };
