/** What a remote reads of the run-time configuration (window.__PORTAL_CONFIG__, written by the gateway's /config.js). */
export interface ConfigDoPortal {
  apiBaseUrl: string;
  cepBaseUrl: string;
}

/** The one reader every remote uses (issue #13 §4); absent keys get the local defaults of `pnpm start`. */
export function lerConfigDoPortal(): ConfigDoPortal {
  const config = (globalThis as { __PORTAL_CONFIG__?: Partial<ConfigDoPortal> }).__PORTAL_CONFIG__ ?? {};
  return {
    apiBaseUrl: config.apiBaseUrl ?? '',
    cepBaseUrl: config.cepBaseUrl ?? 'http://localhost:4100',
  };
}
