import { lerConfigDoPortal } from '@portal/shared-auth';

/** This remote's run-time configuration: the portal's /config.js, read once (shared-auth's reader). */
export const env = lerConfigDoPortal();
