import { lerRegistroRemotos, type ResultadoLeituraRegistro } from '@portal/contracts';

export type ResultadoLeitura = ResultadoLeituraRegistro;

/** Fetched on every boot (served no-cache with an ETag): a deploy or rollback is visible at the next page load. */
export async function buscarRegistroRemotos(
  url: string,
  buscar: typeof fetch = fetch,
): Promise<ResultadoLeitura> {
  const resposta = await buscar(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!resposta.ok) throw new Error(`HTTP ${resposta.status} ao buscar ${url}`);
  return lerRegistroRemotos(await resposta.json());
}

/** The `<script type="application/json">` the portal's server writes into the HTML (gateway/src/composicao). */
export const ID_REGISTRO_EMBUTIDO = 'registro-remotos';

/**
 * The registry for this boot: the copy the portal's server wrote into the page (no round trip), or, when the page was
 * served without one (a CDN serving only static files), `remotes.json` fetched as before.
 */
export async function lerRegistroDoServidor(
  url: string,
  buscar: typeof fetch = fetch,
): Promise<ResultadoLeitura> {
  const embutido = document.getElementById(ID_REGISTRO_EMBUTIDO)?.textContent;
  if (embutido) {
    try {
      return lerRegistroRemotos(JSON.parse(embutido));
    } catch {
      // An unreadable copy is no worse than none: fall back to the file.
    }
  }
  return buscarRegistroRemotos(url, buscar);
}
