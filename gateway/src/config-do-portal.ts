import { analytics } from '@portal/contracts';
import { problemaDoEnderecoDeProducao } from '@portal/contracts/endereco-de-producao';

/** Run-time configuration read by every front end from `window.__PORTAL_CONFIG__` (docs/conventions.md). */
export interface ConfigDoPortal {
  apiBaseUrl: string;
  cepBaseUrl: string;
  oidcAuthority: string;
  oidcClientId: string;
  analyticsUrl: string;
  /** VLibras (the federal sign-language widget), e.g. https://vlibras.gov.br/app; '' keeps it off (decision 0187). */
  vlibrasUrl: string;
  /** Which environment the page is in (issue 28 item 15): the API's PORTAL_AMBIENTE, given by `--ambiente`. */
  ambiente: AmbienteDoPortal;
}

export const AMBIENTES = ['desenvolvimento', 'homologacao', 'producao'] as const;
export type AmbienteDoPortal = (typeof AMBIENTES)[number];

/** The `--ambiente` flag, refused with one Portuguese line when it is not one of the three. */
export function ambienteDoPortal(valor: string): AmbienteDoPortal {
  if ((AMBIENTES as readonly string[]).includes(valor)) return valor as AmbienteDoPortal;
  throw new Error(
    `--ambiente: ${JSON.stringify(valor)} não é um ambiente; use desenvolvimento, homologacao ou producao.`,
  );
}

export const CONFIG_PADRAO: ConfigDoPortal = {
  apiBaseUrl: '',
  cepBaseUrl: 'http://localhost:4100',
  oidcAuthority: 'http://localhost:4000/',
  oidcClientId: 'portal',
  analyticsUrl: analytics.pageview.caminho,
  vlibrasUrl: '',
  ambiente: 'desenvolvimento',
};

/** Why an address the browser is sent to cannot be production's, or null (staging allows loopback and http). */
function problemaDoEndereco(valor: string, padrao: string, servicoLocal: string): string | null {
  if (valor === padrao) return `${JSON.stringify(valor)} é o ${servicoLocal}, o padrão da flag`;
  return problemaDoEnderecoDeProducao(valor);
}

/**
 * What production refuses to start with, one Portuguese line per flag (like the API's config/modo.ts): the browser is
 * sent to these addresses, and the defaults are the development services on the developer's own machine. Staging
 * (homologacao) runs them on loopback and passes them explicitly (scripts/lib/homologacao/comandos.mjs).
 */
export function recusasDoAmbiente(config: ConfigDoPortal): string[] {
  if (config.ambiente !== 'producao') return [];
  const recusas: string[] = [];
  const idp = problemaDoEndereco(
    config.oidcAuthority,
    CONFIG_PADRAO.oidcAuthority,
    'provedor local de desenvolvimento',
  );
  if (idp) recusas.push(`--idp-url: ${idp}; use o emissor do gov.br (https://sso.acesso.gov.br/).`);
  const cep = problemaDoEndereco(
    config.cepBaseUrl,
    CONFIG_PADRAO.cepBaseUrl,
    'serviço de CEP local de desenvolvimento',
  );
  if (cep) recusas.push(`--cep-url: ${cep}; use o serviço de CEP público (ex.: https://viacep.com.br).`);
  return recusas;
}

/** The body of `/config.js`: JSON is valid JavaScript and escapes quotes, so values cannot break out of the literal. */
export function scriptDeConfig(config: ConfigDoPortal): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__PORTAL_CONFIG__ = ${json};\n`;
}

/** How the shell's index.html asks for the configuration (shell/src/index.html). */
export const TAG_DO_CONFIG = '<script src="/config.js"></script>';

/**
 * A page the portal composes carries its configuration inline: on a mobile network that is one render-blocking
 * request (a round trip) fewer before the first paint. `/config.js` stays for anything else that asks for it.
 */
export function embutirConfig(html: string, script: string): string {
  // The page's CSP hashes this inline script from the page itself (decision 0851).
  return html.replace(TAG_DO_CONFIG, () => `<script>${script}</script>`);
}
