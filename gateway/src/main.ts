/**
 * Command line of the portal's server, started by scripts/start.mjs (or by a production process manager). Every value
 * arrives as a flag (the environment is read only by the start script), and the listening URL is printed as
 * `GATEWAY_URL=<url>` so a parent can use port 0.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyPluginAsync } from 'fastify';
import { CONFIG_PADRAO, ambienteDoPortal, type AmbienteDoPortal } from './config-do-portal.js';
import { criarGateway } from './criar-gateway.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: 'localhost' },
    'shell-dir': { type: 'string', default: path.join(RAIZ, 'shell', 'dist') },
    'data-dir': { type: 'string', default: path.join(RAIZ, '.data') },
    'api-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    'api-base-url': { type: 'string', default: CONFIG_PADRAO.apiBaseUrl },
    'cep-url': { type: 'string', default: CONFIG_PADRAO.cepBaseUrl },
    'idp-url': { type: 'string', default: CONFIG_PADRAO.oidcAuthority },
    'client-id': { type: 'string', default: CONFIG_PADRAO.oidcClientId },
    'analytics-url': { type: 'string', default: CONFIG_PADRAO.analyticsUrl },
    // Off unless given: the sign-language widget and its origin in the CSP (decision 0187).
    'vlibras-url': { type: 'string', default: CONFIG_PADRAO.vlibrasUrl },
    // Local developer tool only: the page listing the e-mails the API sent (dev-services, never in production).
    'caixa-postal': { type: 'boolean', default: false },
    // desenvolvimento, homologacao or producao: written in /config.js (issue 28 item 15).
    ambiente: { type: 'string', default: CONFIG_PADRAO.ambiente },
  },
});

let ambiente: AmbienteDoPortal;
try {
  ambiente = ambienteDoPortal(flags.ambiente);
  // Production and staging refuse the local mailbox, like the API refuses DEV_MAILBOX (issue 27 item 6).
  if (ambiente !== 'desenvolvimento' && flags['caixa-postal'])
    throw new Error(
      `--caixa-postal: a caixa postal local mostra a qualquer um os links de confirmação e de nova senha; não a ligue em ${ambiente}.`,
    );
} catch (erro) {
  console.error(`O gateway não iniciou: ${(erro as Error).message}`);
  process.exit(1);
}

async function carregarCaixaPostal(): Promise<FastifyPluginAsync<{ apiUrl: string }> | undefined> {
  if (!flags['caixa-postal']) return undefined;
  return (await import('@portal/dev-services/caixa-postal')).mailboxPlugin;
}

const gateway = await criarGateway({
  pastaShell: path.resolve(flags['shell-dir']),
  pastaDados: path.resolve(flags['data-dir']),
  urlApi: flags['api-url'],
  caixaPostal: await carregarCaixaPostal(),
  config: {
    apiBaseUrl: flags['api-base-url'],
    cepBaseUrl: flags['cep-url'],
    oidcAuthority: flags['idp-url'],
    oidcClientId: flags['client-id'],
    analyticsUrl: flags['analytics-url'],
    vlibrasUrl: flags['vlibras-url'],
    ambiente,
  },
});
const url = await gateway.listen({ port: Number(flags.port), host: flags.host });
console.log(`GATEWAY_URL=${url}`);

for (const sinal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sinal, () => void gateway.close().then(() => process.exit(0)));
}
