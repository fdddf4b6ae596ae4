/**
 * How each process of staging is launched (issue 29 §1–2, decision 0227):
 * - gateway: `node gateway/dist/main.js` (compiled, decision 0202) with `--ambiente homologacao`, on Node 24;
 * - API: `node api/dist/server.js` (built by api/scripts/construir.mjs) in staging mode (`PORTAL_AMBIENTE=homologacao`:
 *   production's refusals, loopback and http allowed), the test accounts' password generated at the first start and
 *   written to `contasDeTeste` (decision 0211), no local mailbox (the journeys read the SMTP catcher), a generated JWT
 *   secret shared by both instances, and every variable production requires (decision 0221), on loopback;
 * - the local gov.br provider, the CEP service and the SMTP catcher from dev-services, through tsx, on Node 24.
 * Each returns `{ comando, argumentos, cwd, env }`; the engines are installed by motores.mjs, and ambiente.mjs writes
 * the nginx and PgBouncer files from deploy/'s templates (modelos.mjs) and starts everything.
 */
import path from 'node:path';
import { RAIZ } from '../caminhos.mjs';

const semAmbienteDeDesenvolvimento = (env) =>
  Object.fromEntries(
    Object.entries(env).filter(
      ([nome]) =>
        !/^(DATABASE_|PORTAL_|API_|IDP_|CEP_|SMTP_|GOVBR_|JWT_|DEMO_|DEV_|NODE_ENV$|PORT$)/.test(nome),
    ),
  );

export function comandoDaApi({ topologia, motores, segredos, instancia }) {
  const { host, porta } = topologia.enderecos[`api-${instancia}`];
  return {
    comando: motores.node,
    argumentos: ['--enable-source-maps', 'dist/server.js'],
    cwd: path.join(RAIZ, 'api'),
    env: {
      ...semAmbienteDeDesenvolvimento(process.env),
      PORTAL_AMBIENTE: 'homologacao',
      CONTAS_DE_TESTE_ARQUIVO: topologia.contasDeTeste,
      API_HOST: host,
      API_PORT: String(porta),
      API_WORKERS: '2',
      DATABASE_URL: topologia.bancos.pool,
      DATABASE_DIRECT_URL: topologia.bancos.direto,
      DATABASE_REPLICA_URL: topologia.bancos.replica,
      // 2 processes × 2 instances × 10 = 40 clients of PgBouncer, folded onto its 20 server connections.
      DATABASE_POOL_MAX: '10',
      JWT_SECRET: segredos.jwt,
      PORTAL_URL: topologia.urlPortal,
      CORS_ORIGINS: topologia.urlPortal,
      // Every hop is on 127.0.0.0/8: nginx and the gateways are the proxies the API believes.
      TRUST_PROXY: 'loopback',
      GOVBR_ISSUER: topologia.urlGovbr,
      GOVBR_CLIENT_ID: 'portal',
      GOVBR_CLIENT_SECRET: segredos.govbr,
      SMTP_URL: topologia.urlSmtp,
      EXIBIR_TURMAS_DE_TESTE: '1',
      PORTAL_DATA_DIR: path.join(topologia.pastas.partes, `api-${instancia}`),
    },
  };
}

export function comandoDoGateway({ topologia, motores, instancia }) {
  const { host, porta } = topologia.enderecos[`gateway-${instancia}`];
  return {
    comando: motores.node,
    argumentos: [
      '--enable-source-maps',
      'dist/main.js',
      ...['--host', host, '--port', String(porta)],
      // The shell, the registry and the remotes, all from the static origin (decisions 0203, 0209).
      ...['--data-dir', topologia.pastas.origem],
      ...[
        '--api-url',
        topologia.urlApiInterna,
        '--idp-url',
        topologia.urlGovbr,
        '--cep-url',
        topologia.urlCep,
      ],
      ...['--client-id', 'portal'],
      // config.js tells the page it is in staging; nginx, on loopback, is the edge whose X-Request-Id is kept.
      ...['--ambiente', 'homologacao', '--trust-proxy', 'loopback'],
    ],
    cwd: path.join(RAIZ, 'gateway'),
    env: semAmbienteDeDesenvolvimento(process.env),
  };
}

export function comandoDoGovbr({ topologia, motores, segredos, rotaDoShell }) {
  const { host, porta } = topologia.enderecos.govbr;
  return {
    comando: motores.node,
    argumentos: ['--import', 'tsx', 'src/idp/main.ts'],
    cwd: path.join(RAIZ, 'dev-services'),
    env: {
      ...semAmbienteDeDesenvolvimento(process.env),
      IDP_HOST: host,
      IDP_PORT: String(porta),
      IDP_ISSUER: topologia.urlGovbr,
      IDP_CLIENT_ID: 'portal',
      IDP_CLIENT_SECRET: segredos.govbr,
      IDP_REDIRECT_URIS: `${topologia.urlPortal}${rotaDoShell.retornoGovBr}`,
      IDP_POST_LOGOUT_REDIRECT_URIS: `${topologia.urlPortal}${rotaDoShell.home}`,
      PORTAL_DATA_DIR: path.join(topologia.pastas.partes, 'govbr'),
    },
  };
}

export function comandoDoCep({ topologia, motores }) {
  const { host, porta } = topologia.enderecos.cep;
  return {
    comando: motores.node,
    argumentos: ['--import', 'tsx', 'src/cep/main.ts'],
    cwd: path.join(RAIZ, 'dev-services'),
    env: { ...semAmbienteDeDesenvolvimento(process.env), CEP_HOST: host, CEP_PORT: String(porta) },
  };
}

export function comandoDoSmtp({ topologia, motores }) {
  const { host, porta } = topologia.enderecos.smtp;
  return {
    comando: motores.node,
    argumentos: ['--import', 'tsx', 'src/smtp/main.ts'],
    cwd: path.join(RAIZ, 'dev-services'),
    env: {
      ...semAmbienteDeDesenvolvimento(process.env),
      SMTP_HOST: host,
      SMTP_PORT: String(porta),
      SMTP_HTTP_PORT: String(topologia.enderecos['smtp-leitura'].porta),
      PORTAL_DATA_DIR: path.join(topologia.pastas.partes, 'smtp'),
    },
  };
}
