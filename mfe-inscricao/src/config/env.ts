/** The only reader of run-time configuration (window.__PORTAL_CONFIG__, written by the gateway's /config.js). */
interface PortalConfig {
  apiBaseUrl?: string;
  cepBaseUrl?: string;
}

const config: PortalConfig = (globalThis as { __PORTAL_CONFIG__?: PortalConfig }).__PORTAL_CONFIG__ ?? {};

export const env = {
  apiBaseUrl: config.apiBaseUrl ?? '',
  cepBaseUrl: config.cepBaseUrl ?? 'http://localhost:4100',
} as const;
