/**
 * What `pnpm start` runs and with which settings. The ports, URLs and folders are read from the environment here,
 * once, and handed to each service explicitly (flags for the gateway, the services' own variables for the others).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RAIZ, pastaDados } from './caminhos.mjs';

/**
 * The shell's pages are written once, in contracts (decision 0921): the gov.br return page the local provider accepts
 * and the page it sends back to after sign-out are read from there, with the reader the builds use. Read when the
 * services are defined, not by every script that imports this module (deploy:remote only reads the configuration).
 */
function paginasDoShell() {
  const { avaliarTypeScript } = createRequire(import.meta.url)(
    '../../tooling/webpack/avaliar-typescript.cjs',
  );
  return avaliarTypeScript(path.join(RAIZ, 'contracts/src/routes.ts')).RotaDoShell;
}

const porta = (valor, padrao) =>
  Number.isInteger(Number(valor)) && Number(valor) > 0 ? Number(valor) : padrao;

export function lerConfiguracao(env = process.env) {
  const portas = {
    portal: porta(env.PORT, 8080),
    api: porta(env.API_PORT, 3000),
    idp: porta(env.IDP_PORT, 4000),
    cep: porta(env.CEP_PORT, 4100),
  };
  return {
    portas,
    dados: pastaDados(env),
    urlPortal: `http://localhost:${portas.portal}`,
    urlApi: `http://127.0.0.1:${portas.api}`,
    urlIdp: `http://localhost:${portas.idp}/`,
    urlCep: `http://localhost:${portas.cep}`,
    // The refresh journey of the e2e suite needs tokens that expire within the test (documented in e2e/README.md).
    ttlAccessToken: env.E2E_ACCESS_TOKEN_TTL_SECONDS || env.ACCESS_TOKEN_TTL_SECONDS || '',
    // The gateway's log level follows the API's variable: one setting for both JSON logs.
    nivelDeLog: env.LOG_LEVEL || 'info',
  };
}

/**
 * The API and the gateway run compiled (`api/dist/server.js`, `gateway/dist/main.js`, built by start before the
 * services), as production runs them; the API as API_WORKERS processes when it has a PostgreSQL (DATABASE_URL). The
 * local stand-ins (dev-services) are TypeScript entries run through tsx: they never run in production.
 */
export function definirServicos(config) {
  const { portas, dados, urlPortal, urlIdp, urlCep, urlApi } = config;
  const api = {
    API_PORT: String(portas.api),
    PORTAL_DATA_DIR: dados,
    DEV_MAILBOX: '1',
    // The test clock (/v1/dev/relogio): the call-up expiry journeys move it; loopback only, refused in production.
    DEV_RELOGIO: '1',
    PORTAL_URL: urlPortal,
    CORS_ORIGINS: urlPortal,
    GOVBR_ISSUER: urlIdp,
    ...(config.ttlAccessToken ? { ACCESS_TOKEN_TTL_SECONDS: config.ttlAccessToken } : {}),
  };
  const RotaDoShell = paginasDoShell();
  const idp = {
    IDP_PORT: String(portas.idp),
    IDP_ISSUER: urlIdp,
    IDP_REDIRECT_URIS: `${urlPortal}${RotaDoShell.retornoGovBr}`,
    IDP_POST_LOGOUT_REDIRECT_URIS: `${urlPortal}${RotaDoShell.home}`,
    PORTAL_DATA_DIR: dados,
  };
  const gateway = [
    // The shell too is read from the data folder, where start publishes its build (decision 0209).
    ...['--port', String(portas.portal), '--data-dir', dados],
    ...['--api-url', urlApi, '--idp-url', urlIdp, '--cep-url', urlCep],
    ...['--log-level', config.nivelDeLog],
    // pnpm start is development: config.js says so (issue 28 item 15); staging and production pass their own.
    ...['--ambiente', 'desenvolvimento'],
  ];
  return [
    { nome: 'api', cwd: 'api', entrada: 'dist/server.js', compilado: true, flags: [], env: api },
    { nome: 'idp', cwd: 'dev-services', entrada: 'src/idp/main.ts', flags: [], env: idp },
    {
      nome: 'cep',
      cwd: 'dev-services',
      entrada: 'src/cep/main.ts',
      flags: [],
      env: { CEP_PORT: String(portas.cep) },
    },
    {
      nome: 'gateway',
      cwd: 'gateway',
      entrada: 'dist/main.js',
      compilado: true,
      flags: [...gateway, '--caixa-postal'],
      env: {},
    },
  ].map((s) => ({
    ...s,
    cwd: path.join(RAIZ, s.cwd),
    argv: [...(s.compilado ? ['--enable-source-maps'] : ['--import', 'tsx']), s.entrada, ...s.flags],
  }));
}

export const existeEntrada = (servico) => existsSync(path.join(servico.cwd, servico.entrada));
