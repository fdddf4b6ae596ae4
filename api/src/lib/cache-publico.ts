import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { correspondeAoEtag, etagDe } from '@portal/contracts/etag';

/**
 * Public reads that are the same for everyone (decision 0174): an edge cache keeps them (s-maxage) and serves them
 * stale while it fetches a fresh copy (stale-while-revalidate), or while the origin is down (stale-if-error); a
 * browser keeps them a minute. Seats left are not in here: they are the one live value and have their own answer.
 */
export const CACHE_DO_CATALOGO =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400';
/** Seats left: an edge may absorb a surge for two seconds; a browser always asks again. */
export const CACHE_DAS_VAGAS = 'public, max-age=0, s-maxage=2, stale-while-revalidate=2';

interface Entrada {
  corpo: string;
  etag: string;
  expiraEm: number;
}

/**
 * The serialized answers of this process, for `ttlMs`. Every process keeps its own and no process tells the others:
 * an answer is at most `ttlMs` older than the database, far inside what the edge's s-maxage already allows.
 */
export class MicroCache {
  private readonly entradas = new Map<string, Entrada>();

  constructor(
    private readonly ttlMs: number,
    private readonly maximo = 1000,
    private readonly agora: () => number = Date.now,
  ) {}

  obter(chave: string): Entrada | undefined {
    const entrada = this.entradas.get(chave);
    if (entrada && entrada.expiraEm > this.agora()) return entrada;
    if (entrada) this.entradas.delete(chave);
    return undefined;
  }

  guardar(chave: string, corpo: string, etag: string): void {
    // Bounded: ids in URLs are many; when full, the oldest entry makes room.
    if (this.entradas.size >= this.maximo) this.entradas.delete(this.entradas.keys().next().value!);
    this.entradas.set(chave, { corpo, etag, expiraEm: this.agora() + this.ttlMs });
  }
}

function responder(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): boolean {
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (!correspondeAoEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/**
 * Installs, on the routes of one plugin, the answer of decision 0174: GET 200s carry `cacheControl` and an ETag, a
 * matching If-None-Match gets 304 without a body, and with `ttlMs` > 0 a repeat within ttlMs is served from memory
 * (no query, no serialization).
 */
export function cachePublico(app: FastifyInstance, cacheControl: string, ttlMs: number): void {
  const cache = ttlMs > 0 ? new MicroCache(ttlMs) : null;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !cache) return;
    const entrada = cache.obter(request.url);
    if (!entrada) return;
    if (responder(request, reply, entrada.etag, cacheControl)) return reply.send();
    return reply.type('application/json; charset=utf-8').send(entrada.corpo);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A public answer carries no cookie (the CSRF one a first visit gets): nginx, like any shared cache, does not
    // store an answer that sets one, and one visitor's cookie must never be handed to the next (issue 29).
    if (request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304))
      reply.removeHeader('set-cookie');
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.hasHeader('etag')) return payload; // served from memory above
    const etag = etagDe(payload);
    cache?.guardar(request.url, payload, etag);
    return responder(request, reply, etag, cacheControl) ? '' : payload;
  });
}
