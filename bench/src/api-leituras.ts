/**
 * Public reads: catalogue GET against the no-op `/v1/health` at the same concurrency (what a cached read costs over
 * nothing), and what a CDN is told about the catalogue (Cache-Control, ETag, 304 on a repeat).
 */
import { cargaPorTempo, type Resultado } from './api-carga.js';

export const CATALOGO = '/v1/cursos';

export function obter(
  base: string,
  caminho: string,
  cabecalhos: Record<string, string> = {},
): Promise<number> {
  return fetch(`${base}${caminho}`, { headers: cabecalhos }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

export async function leiturasContraSaude(
  base: string,
  clientes: number,
  segundos: number,
): Promise<{ catalogo: Resultado; saude: Resultado }> {
  await cargaPorTempo(clientes, 2, () => obter(base, CATALOGO)); // warm-up: JIT and any cache
  const saude = await cargaPorTempo(clientes, segundos, () => obter(base, '/v1/health'));
  const catalogo = await cargaPorTempo(clientes, segundos, () => obter(base, CATALOGO));
  return { catalogo, saude };
}

export interface CabecalhosDeCache {
  caminho: string;
  cacheControl: string | null;
  etag: string | null;
  repeticao: number | null;
}

/** What an edge cache sees for one public GET: its headers, and the status of a conditional repeat. */
export async function cabecalhosDeCache(base: string, caminho: string): Promise<CabecalhosDeCache> {
  const primeira = await fetch(`${base}${caminho}`);
  await primeira.arrayBuffer();
  const etag = primeira.headers.get('etag');
  let repeticao: number | null = null;
  if (etag) repeticao = await obter(base, caminho, { 'if-none-match': etag });
  return { caminho, cacheControl: primeira.headers.get('cache-control'), etag, repeticao };
}
