/**
 * Caching rules of architecture §2. Entry points (index.html, manifests, remoteEntry.js, remotes.json, config.js)
 * must be revalidated on every load, otherwise a deploy or rollback would not show on reload; content-hashed chunks
 * never change under the same name, so browsers may keep them for a year without asking again.
 */
export const SEM_CACHE = 'no-cache';
export const IMUTAVEL = 'public, max-age=31536000, immutable';

/** `[name].[contenthash:10].ext` as written by tooling/webpack/create-config.cjs (source maps excluded). */
const NOME_COM_HASH = /\.[0-9a-f]{10}\.(?:js|css|woff2?|svg|png)$/;

export function cacheControlPara(caminho: string): string {
  const nome = caminho.split(/[\\/]/).pop() ?? '';
  return NOME_COM_HASH.test(nome) ? IMUTAVEL : SEM_CACHE;
}
