import { saude } from '@portal/contracts';

/** Run-time configuration read by every front end from `window.__PORTAL_CONFIG__` (docs/conventions.md). */
export interface ConfigDoPortal {
  apiBaseUrl: string;
  cepBaseUrl: string;
  oidcAuthority: string;
  oidcClientId: string;
  analyticsUrl: string;
  /** VLibras (the federal sign-language widget), e.g. https://vlibras.gov.br/app; '' keeps it off (decision 0187). */
  vlibrasUrl: string;
}

export const CONFIG_PADRAO: ConfigDoPortal = {
  apiBaseUrl: '',
  cepBaseUrl: 'http://localhost:4100',
  oidcAuthority: 'http://localhost:4000/',
  oidcClientId: 'portal',
  analyticsUrl: saude.pageview.caminho,
  vlibrasUrl: '',
};

/** The body of `/config.js`: JSON is valid JavaScript and escapes quotes, so values cannot break out of the literal. */
export function scriptDeConfig(config: ConfigDoPortal): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__PORTAL_CONFIG__ = ${json};\n`;
}
