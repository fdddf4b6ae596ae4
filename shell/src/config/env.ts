import { analytics } from '@portal/contracts';

/** The only reader of run-time configuration (window.__PORTAL_CONFIG__, written by the gateway's /config.js). */
interface PortalConfig {
  apiBaseUrl?: string;
  oidcAuthority?: string;
  oidcClientId?: string;
  analyticsUrl?: string;
  remotesUrl?: string;
  vlibrasUrl?: string;
}

/** Replaced by webpack with the build's mode; 'test' under jest. */
declare const process: { env: { NODE_ENV?: string } };

const config: PortalConfig = (globalThis as { __PORTAL_CONFIG__?: PortalConfig }).__PORTAL_CONFIG__ ?? {};

export const env = {
  apiBaseUrl: config.apiBaseUrl ?? '',
  oidcAuthority: config.oidcAuthority ?? 'http://localhost:4000/',
  oidcClientId: config.oidcClientId ?? 'portal',
  analyticsUrl: config.analyticsUrl ?? analytics.pageview.caminho,
  remotesUrl: config.remotesUrl ?? '/remotes.json',
  /** '' (the default) keeps VLibras off: nothing is requested from its host (decision 0187). */
  vlibrasUrl: config.vlibrasUrl ?? '',
  /** Only a production build has a service worker (`sw.js`, Workbox's InjectManifest; decision 0406). */
  comServiceWorker: process.env.NODE_ENV === 'production',
} as const;
