import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import { recusarFerramentasDeFora } from './somente-loopback.js';
import { registrarCabecalhosDeSeguranca } from './cabecalhos-de-seguranca.js';
import { scriptDeConfig, type ConfigDoPortal } from './config-do-portal.js';
import { enviarComEtag } from './politica-de-cache.js';
import { registrarRotasEstaticas, type PastasEstaticas } from './rotas-estaticas.js';
import { API_PREFIXO } from '@portal/contracts';

export interface OpcoesGateway extends PastasEstaticas {
  /** Where `/v1/*` is forwarded, e.g. http://127.0.0.1:3000; several, comma-separated, are taken in turn. */
  urlApi: string;
  config: ConfigDoPortal;
  /** Local developer page listing the e-mails the API sent (mounted at /dev/caixa-postal). */
  caixaPostal?: FastifyPluginAsync<{ apiUrl: string }>;
  logger?: boolean;
}

/** JS, CSS, HTML, JSON and SVG are compressed: candidates are often on slow mobile networks. */
const TIPOS_COMPRESSIVEIS = /^text\/(?!event-stream)|javascript|json|svg\+xml/;

/** Round robin over the API's addresses; every API process answers every request alike (no session affinity). */
function proximoDestino(destinos: string[]): () => string {
  let vez = 0;
  return () => destinos[vez++ % destinos.length]!;
}

/** The one origin of the portal (architecture §6): shell, remotes, run-time config and the API behind one URL. */
export async function criarGateway(opcoes: OpcoesGateway): Promise<FastifyInstance> {
  const app = Fastify({ logger: opcoes.logger ?? false });
  const origens = {
    idp: opcoes.config.oidcAuthority,
    cep: opcoes.config.cepBaseUrl,
    vlibras: opcoes.config.vlibrasUrl || undefined,
  };
  const config = scriptDeConfig(opcoes.config);
  const politicaDaPagina = registrarCabecalhosDeSeguranca(
    app,
    origens,
    path.join(opcoes.pastaShell, 'index.html'),
  );
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
  const destinos = opcoes.urlApi
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  await app.register(fastifyHttpProxy, {
    // One API: a connection pool to it. Several (stateless API containers, decision 0166): one each, in turn.
    upstream: destinos.length === 1 ? destinos[0]! : '',
    prefix: API_PREFIXO,
    rewritePrefix: API_PREFIXO,
    // The API trusts one proxy hop: per-address sign-in limits must see the citizen's address, not the gateway's.
    replyOptions: {
      ...(destinos.length > 1 ? { getUpstream: proximoDestino(destinos) } : {}),
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
      }),
    },
  });

  app.get('/config.js', (request, reply) =>
    enviarComEtag(request, reply, config, 'text/javascript; charset=utf-8'),
  );
  if (opcoes.caixaPostal) {
    await app.register(opcoes.caixaPostal, { prefix: '/dev/caixa-postal', apiUrl: destinos[0]! });
  }
  await registrarRotasEstaticas(app, opcoes, config, politicaDaPagina);
  return app;
}
