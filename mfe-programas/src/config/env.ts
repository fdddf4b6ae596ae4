import { lerConfigDoPortal } from '@portal/shared-auth';

/** Replaced at build time by webpack's DefinePlugin (PORTAL_BUILD_MARKER; tooling/webpack/config-base.cjs). */
declare const __PORTAL_BUILD_MARKER__: string | undefined;

/** This remote's run-time configuration: the portal's /config.js (shared-auth's reader) and its build marker. */
export const env = {
  ...lerConfigDoPortal(),
  /** Tells two builds of this remote apart after a deploy or rollback ('' in a normal build and in tests). */
  marcadorDoBuild: typeof __PORTAL_BUILD_MARKER__ === 'string' ? __PORTAL_BUILD_MARKER__ : '',
} as const;
