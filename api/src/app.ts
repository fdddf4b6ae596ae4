import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { HttpNome, ID_DE_REQUISICAO_BEM_FORMADO } from '@portal/contracts';
import type { Writable } from 'node:stream';
import { lerConfig, type Config } from './config/env.js';
import { verificarModo } from './config/modo.js';
import type { Db } from './db/types.js';
import { opcoesDeLog } from './lib/log.js';
import externos from './plugins/external/index.js';
import aplicacao from './plugins/app/index.js';
import { erroDoRoteador } from './plugins/app/errors.js';
import rotasV1 from './rotas.js';

export interface BuildAppOptions {
  /** Overrides of the environment configuration (tests set short token lifetimes, etc.). */
  config?: Partial<Config>;
  /** An already open database (tests); otherwise one is opened from the configuration and closed with the app. */
  db?: Db;
  /** Seeds an empty database at start (default true). */
  semear?: boolean;
  /** Key source for gov.br ID tokens; default: the JWKS announced by the issuer's discovery document. */
  govbrJwks?: JWTVerifyGetKey;
  /** HTTP client used to reach gov.br (discovery and token endpoint). */
  govbrFetch?: typeof fetch;
  logger?: boolean;
  /** Where JSON log lines go (default stdout); tests read them. */
  logStream?: Writable;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...lerConfig(), ...options.config };
  verificarModo(config);
  const app = Fastify({
    logger: options.logger === false ? false : opcoesDeLog(config.logLevel, options.logStream),
    // A client's id is kept (and echoed) only when it looks like an id: no markup or log forging through the header.
    genReqId: (req) => {
      const doCliente = String(req.headers[HttpNome.idDaRequisicao] ?? '');
      return ID_DE_REQUISICAO_BEM_FORMADO.test(doCliente) ? doCliente : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    // A malformed or overlong URL is refused by the router itself; it still answers in the {message, errors} shape.
    frameworkErrors: erroDoRoteador,
    // First start on an empty embedded database migrates and seeds inside the db plugin.
    pluginTimeout: 120_000,
    // Only the gateway's X-Forwarded-For counts: a client cannot pick its own address to dodge the rate limits.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // Fastify's own answer while closing is a bare 503 without Retry-After, which the portal's client rightly does not
    // send again; plugins/app/sobrecarga.ts answers in its place (decision 0213).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // The id in every log line goes back to the client, so a user's report can be matched to the logs.
  // On an https portal the browser is told to never come back over http (HSTS, one year; issue 27 item 6).
  const hsts = config.portalUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HttpNome.idDaRequisicao, request.id);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(externos);
  await app.register(aplicacao, {
    db: options.db,
    semear: options.semear ?? true,
    govbrJwks: options.govbrJwks,
    govbrFetch: options.govbrFetch,
  });
  // Each route carries its full path from its contract (decision 0910), so no prefix here.
  await app.register(rotasV1);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
