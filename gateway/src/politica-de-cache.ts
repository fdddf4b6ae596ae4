import type { FastifyReply, FastifyRequest } from 'fastify';
import { correspondeAoEtag, etagDe } from '@portal/contracts/etag';

/**
 * Caching rules of architecture §2. Entry points (index.html, manifests, remoteEntry.js, remotes.json, config.js)
 * must be revalidated on every load, otherwise a deploy or rollback would not show on reload; content-hashed chunks
 * never change under the same name, so browsers may keep them for a year without asking again.
 */
export const SEM_CACHE = 'no-cache';
export const IMUTAVEL = 'public, max-age=31536000, immutable';
/**
 * A page composed for one browser's remote preview (decision 0903): no cache, the portal's service worker included,
 * may keep it, so a tester's preview never becomes what the device shows offline (decision 0406).
 */
export const SO_DESTE_NAVEGADOR = 'private, no-store';

/** `[name].[contenthash:10].ext` as written by tooling/webpack/config-base.cjs (source maps excluded). */
const NOME_COM_HASH = /\.[0-9a-f]{10}\.(?:js|css|woff2?|svg|png)$/;

export function cacheControlPara(caminho: string): string {
  // A file compressed at build time is the same content as its source: it follows the source's rule.
  const nome = (caminho.split(/[\\/]/).pop() ?? '').replace(/\.(?:br|gz)$/, '');
  return NOME_COM_HASH.test(nome) ? IMUTAVEL : SEM_CACHE;
}

/**
 * Serves a small entry document (config.js, remotes.json) from memory with a strong ETag of its content,
 * so an atomic rewrite is seen on the very next request even when size and mtime happen to match.
 */
export function enviarComEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  corpo: string,
  tipo: string,
  cacheControl = SEM_CACHE,
) {
  const etag = etagDe(corpo);
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  if (correspondeAoEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(tipo).send(corpo);
}
