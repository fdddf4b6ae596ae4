/**
 * If-None-Match against the current ETag (RFC 9110 §13.1.2), the one rule the API's public reads and the gateway's
 * entry documents answer 304 by: `*`, a list, and the weak forms (W/) that a proxy may have made of ours. Plain text,
 * no zod nor Node: each server computes its own strong validator and asks this whether the browser's copy is current.
 */
export function correspondeAoEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidato) => {
    const valor = candidato.trim();
    return valor === '*' || valor.replace(/^W\//, '') === etag;
  });
}
