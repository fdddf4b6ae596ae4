/**
 * Command line of the portal's server, started by scripts/start.mjs (or by a production process manager). Every value
 * arrives as a flag (the environment is read only by the start script), and the listening URL is printed as
 * `GATEWAY_URL=<url>` so a parent can use port 0.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyPluginAsync } from 'fastify';
import {
  CONFIG_PADRAO,
  ambienteDoPortal,
  recusasDoAmbiente,
  type AmbienteDoPortal,
  type ConfigDoPortal,
} from './config-do-portal.js';
import { criarGateway } from './criar-gateway.js';
import { encerrarAoSinal } from './encerramento.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');

const { values: flags } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: 'localhost' },
    // The static origin: the published shell (shell.json) and remotes (remotes.json) with their versions (0203, 0209).
    'data-dir': { type: 'string', default: path.join(RAIZ, '.data') },
    'api-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    'api-base-url': { type: 'string', default: CONFIG_PADRAO.apiBaseUrl },
    'cep-url': { type: 'string', default: CONFIG_PADRAO.cepBaseUrl },
    'idp-url': { type: 'string', default: CONFIG_PADRAO.oidcAuthority },
    'client-id': { type: 'string', default: CONFIG_PADRAO.oidcClientId },
    'analytics-url': { type: 'string', default: CONFIG_PADRAO.analyticsUrl },
    // Off unless given: the sign-language widget and its origin in the CSP (decision 0187).
    'vlibras-url': { type: 'string', default: CONFIG_PADRAO.vlibrasUrl },
    // The edge whose X-Forwarded-For and x-request-id are believed (proxy-addr syntax); none by default.
    'trust-proxy': { type: 'string', default: '' },
    'log-level': { type: 'string', default: 'info' },
    // Seconds the requests in flight get to finish after SIGTERM before their connections are cut.
    'prazo-de-encerramento': { type: 'string', default: '10' },
    // Local developer tool only: the page listing the e-mails the API sent (dev-services, never in production).
    'caixa-postal': { type: 'boolean', default: false },
    // desenvolvimento, homologacao or producao: written in /config.js (issue 28 item 15).
    ambiente: { type: 'string', default: CONFIG_PADRAO.ambiente },
  },
});

let ambiente: AmbienteDoPortal;
let config: ConfigDoPortal;
try {
  ambiente = ambienteDoPortal(flags.ambiente);
  config = {
    apiBaseUrl: flags['api-base-url'],
    cepBaseUrl: flags['cep-url'],
    oidcAuthority: flags['idp-url'],
    oidcClientId: flags['client-id'],
    analyticsUrl: flags['analytics-url'],
    vlibrasUrl: flags['vlibras-url'],
    ambiente,
  };
  // Production and staging refuse the local mailbox, like the API refuses DEV_MAILBOX (issue 27 item 6).
  if (ambiente !== 'desenvolvimento' && flags['caixa-postal'])
    throw new Error(
      `--caixa-postal: a caixa postal local mostra a qualquer um os links de confirmação e de nova senha; não a ligue em ${ambiente}.`,
    );
  // Production never falls back on the development gov.br and CEP services (one line per flag).
  const recusas = recusasDoAmbiente(config);
  if (recusas.length) throw new Error(recusas.join('\n'));
  // The APIs are balanced by the balancer in front of them (nginx, with passive health checks), never here: a
  // home-made round robin kept sending every other request to a dead instance (issue 29, decision 0212).
  if (flags['api-url'].includes(','))
    throw new Error(
      `--api-url: um endereço só, o do balanceador à frente das APIs (recebido "${flags['api-url']}"); um rodízio aqui mandaria metade das requisições a uma API fora do ar.`,
    );
} catch (erro) {
  console.error(`O gateway não iniciou: ${(erro as Error).message}`);
  process.exit(1);
}

async function carregarCaixaPostal(): Promise<FastifyPluginAsync<{ apiUrl: string }> | undefined> {
  if (!flags['caixa-postal']) return undefined;
  try {
    // Compiled, this is dist/caixa-postal.js (scripts/construir.mjs), which the production image leaves out.
    return (await import('@portal/dev-services/caixa-postal')).mailboxPlugin;
  } catch (erro) {
    throw new Error(
      `--caixa-postal é uma ferramenta de desenvolvimento e não está nesta instalação (${(erro as Error).message}).`,
    );
  }
}

const gateway = await criarGateway({
  pastaDados: path.resolve(flags['data-dir']),
  urlApi: flags['api-url'],
  confiarEm: flags['trust-proxy'],
  log: { nivel: flags['log-level'] },
  caixaPostal: await carregarCaixaPostal(),
  config,
});
const url = await gateway.listen({ port: Number(flags.port), host: flags.host });
console.log(`GATEWAY_URL=${url}`);
encerrarAoSinal(gateway, Number(flags['prazo-de-encerramento']) * 1000);
