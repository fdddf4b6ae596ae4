/// <reference types="node" />
/**
 * The ETag of the portal's servers, one implementation for the API's public reads and the gateway's entry documents
 * and pages (issue 31). Servers only: it hashes with node:crypto, so a browser bundle that imported it would not build.
 */
import { createHash } from 'node:crypto';

/**
 * Strong validator of a body: the SHA-1 of its UTF-8 bytes in base64url, quoted. Equal bytes, equal ETag, whichever
 * server and process computed it (a cache validator, not a secret: SHA-1 is enough and short). On the calling thread,
 * not Web Crypto: Web Crypto runs each digest as a job of the libuv pool, where it would queue behind the argon2id
 * hashes of a sign-in storm (decisions 0177 and 0178).
 */
export function etagDe(corpo: string): string {
  return `"${createHash('sha1').update(corpo).digest('base64url')}"`;
}

/**
 * If-None-Match against the current ETag (RFC 9110 §13.1.2), the one rule the API's public reads and the gateway's
 * entry documents answer 304 by: `*`, a list, and the weak forms (W/) that a proxy may have made of ours.
 */
export function correspondeAoEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidato) => {
    const valor = candidato.trim();
    return valor === '*' || valor.replace(/^W\//, '') === etag;
  });
}
