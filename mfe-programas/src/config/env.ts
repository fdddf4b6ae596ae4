/** The only reader of run-time configuration (window.__PORTAL_CONFIG__, written by the gateway's /config.js). */
interface PortalConfig {
  apiBaseUrl?: string;
  cepBaseUrl?: string;
}

/** Replaced at build time by webpack's DefinePlugin (PORTAL_BUILD_MARKER; tooling/webpack/create-config.cjs). */
declare const __PORTAL_BUILD_MARKER__: string | undefined;

const config: PortalConfig = (globalThis as { __PORTAL_CONFIG__?: PortalConfig }).__PORTAL_CONFIG__ ?? {};

export const env = {
  apiBaseUrl: config.apiBaseUrl ?? '',
  cepBaseUrl: config.cepBaseUrl ?? 'http://localhost:4100',
  /** Tells two builds of this remote apart after a deploy or rollback ('' in a normal build and in tests). */
  marcadorDoBuild: typeof __PORTAL_BUILD_MARKER__ === 'string' ? __PORTAL_BUILD_MARKER__ : '',
} as const;
