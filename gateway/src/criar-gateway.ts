import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { recusarFerramentasDeFora } from './somente-loopback.js';
import { registrarCabecalhosDeSeguranca } from './cabecalhos-de-seguranca.js';
import { scriptDeConfig, type ConfigDoPortal } from './config-do-portal.js';
import { enviarComEtag } from './politica-de-cache.js';
import { registrarRotasEstaticas, type PastasEstaticas } from './rotas-estaticas.js';
import { API_PREFIXO, HttpNome, Mensagem, RotaDasFerramentas } from '@portal/contracts';
import {
  confiancaNaBorda,
  gerarIdDaRequisicao,
  opcoesDoLogger,
  registrarLogDasRequisicoes,
  type OpcoesDeLog,
} from './log-das-requisicoes.js';
import { registrarSaude } from './saude.js';
import { ShellPublicado } from './shell-publicado.js';

export interface OpcoesGateway extends PastasEstaticas {
  /**
   * Where `/v1/*` is forwarded, e.g. http://127.0.0.1:3000: one address, the balancer in front of the APIs (main.ts
   * refuses a comma-separated list; decision 0212).
   */
  urlApi: string;
  config: ConfigDoPortal;
  /** Local developer page listing the e-mails the API sent (mounted at /dev/caixa-postal). */
  caixaPostal?: FastifyPluginAsync<{ apiUrl: string }>;
  /** JSON lines (pino); without it, no log at all (the tests that do not read it). */
  log?: OpcoesDeLog;
  /** The edge in front of this gateway (proxy-addr syntax, e.g. `loopback` or `10.0.0.0/8`); '' = no one (default). */
  confiarEm?: string;
}

/** JS, CSS, HTML, JSON and SVG are compressed: candidates are often on slow mobile networks. */
const TIPOS_COMPRESSIVEIS = /^text\/(?!event-stream)|javascript|json|svg\+xml/;

/** What nginx's own 503 for an API that is down says too (deploy/nginx/portal.conf.template). */
const SEGUNDOS_ATE_TENTAR_DE_NOVO = 2;

/** Errors of a request that never reached the API: nothing was done, so any method may be sent again. */
const NUNCA_CHEGOU = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * An API that cannot be reached (stopped, restarting, out of rotation) is the portal's 503 with Retry-After, which the
 * portal's client retries (decision 0165), not the proxy's bare 500. A request that may have reached the API is
 * answered so only when it changes nothing (GET, HEAD): a repeated POST could act twice.
 */
function podeTentarDeNovo(metodo: string, erro: Error & { code?: string; cause?: unknown }): boolean {
  const causa = (erro.cause as { code?: string } | undefined)?.code ?? erro.code ?? '';
  return NUNCA_CHEGOU.has(causa) || metodo === 'GET' || metodo === 'HEAD';
}

/** The one origin of the portal (architecture §6): shell, remotes, run-time config and the API behind one URL. */
export async function criarGateway(opcoes: OpcoesGateway): Promise<FastifyInstance> {
  const confia = confiancaNaBorda(opcoes.confiarEm ?? '');
  const app = Fastify({
    logger: opcoes.log ? opcoesDoLogger(opcoes.log) : false,
    // Fastify's two lines per request are replaced by one (log-das-requisicoes.ts).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: gerarIdDaRequisicao(confia),
    requestIdHeader: false,
    // request.ip is the citizen's address when the edge is trusted, the peer's otherwise: the API gets it below.
    trustProxy: confia,
  });
  registrarLogDasRequisicoes(app);
  const origens = {
    idp: opcoes.config.oidcAuthority,
    cep: opcoes.config.cepBaseUrl,
    vlibras: opcoes.config.vlibrasUrl || undefined,
  };
  const config = scriptDeConfig(opcoes.config);
  // The shell is read from the static origin, at the version its pointer names now (decision 0209).
  const shell = new ShellPublicado(opcoes.pastaDados);
  const politicaDaPagina = registrarCabecalhosDeSeguranca(app, origens, async () => {
    const pasta = await shell.pastaSeHouver();
    return pasta && path.join(pasta, 'index.html');
  });
  // Production is served over https (by the edge in front): browsers must never come back over http (issue 27
  // item 6). A browser ignores the header on an http answer, so it costs nothing where TLS ends elsewhere.
  if (opcoes.config.ambiente === 'producao')
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  // Behind this proxy every browser reaches the API from loopback: the mailbox must be refused here, on the socket.
  app.addHook('onRequest', recusarFerramentasDeFora);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    customTypes: TIPOS_COMPRESSIVEIS,
  });
  await app.register(fastifyHttpProxy, {
    // One address: the API, or the balancer in front of several (decision 0212).
    upstream: opcoes.urlApi,
    prefix: API_PREFIXO,
    rewritePrefix: API_PREFIXO,
    // Its own two lines per proxied request would break "one line per request" (log-das-requisicoes.ts).
    disableRequestLogging: true,
    // The API trusts one proxy hop: per-address sign-in limits must see the citizen's address, not the gateway's.
    replyOptions: {
      onError: (reply, { error }) => {
        if (!podeTentarDeNovo(reply.request.method, error)) return void reply.send(error);
        reply.log.warn({ err: error }, 'API inalcançável');
        void reply
          .code(503)
          .header('retry-after', String(SEGUNDOS_ATE_TENTAR_DE_NOVO))
          .header('cache-control', 'no-store')
          .send({ message: Mensagem.servicoIndisponivel, errors: [Mensagem.servicoIndisponivel] });
      },
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
        [HttpNome.idDaRequisicao]: request.id,
      }),
    },
  });

  registrarSaude(app, opcoes, shell);
  app.get('/config.js', (request, reply) =>
    enviarComEtag(request, reply, config, 'text/javascript; charset=utf-8'),
  );
  if (opcoes.caixaPostal) {
    await app.register(opcoes.caixaPostal, { prefix: RotaDasFerramentas.caixaPostal, apiUrl: opcoes.urlApi });
  }
  await registrarRotasEstaticas(app, opcoes, shell, config, politicaDaPagina);
  return app;
}
