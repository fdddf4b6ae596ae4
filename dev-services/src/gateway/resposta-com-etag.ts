import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SEM_CACHE } from './politica-de-cache.js';

/**
 * Serves a small entry document (config.js, remotes.json) from memory with a strong ETag of its content,
 * so an atomic rewrite is seen on the very next request even when size and mtime happen to match.
 */
export function enviarComEtag(request: FastifyRequest, reply: FastifyReply, corpo: string, tipo: string) {
  const etag = `"${createHash('sha256').update(corpo).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', SEM_CACHE).header('ETag', etag);
  if (coincide(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(tipo).send(corpo);
}

function coincide(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((valor) => valor.trim().replace(/^W\//, '') === etag);
}
