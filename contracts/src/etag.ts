/**
 * The ETag of the portal's servers, one implementation for the API's public reads and the gateway's entry documents
 * and pages (issue 31). Web Crypto and plain text, no zod nor Node, so the file stays usable from any package.
 */

/** Strong validator of a body: the SHA-1 of its UTF-8 bytes in base64url, quoted. Equal bytes, equal ETag, whichever
 * server and process computed it (a cache validator, not a secret: SHA-1 is enough and short). */
export async function etagDe(corpo: string): Promise<string> {
  const resumo = new Uint8Array(await crypto.subtle.digest('SHA-1', new TextEncoder().encode(corpo)));
  const base64 = btoa(String.fromCharCode(...resumo));
  return `"${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
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
