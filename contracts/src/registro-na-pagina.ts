import {
  ID_REGISTRO_EMBUTIDO,
  lerRegistroRemotos,
  type ResultadoLeituraRegistro,
} from './registro-remotos.js';

/**
 * The registry as a browser gets it: the copy the portal's server wrote into the page, or `remotes.json`. Read by the
 * shell at boot and by a remote's page that lists what the registry declares (the staff page of mfe-usuario,
 * decision 1562). A module of its own, apart from the index: it uses the browser's `document` and `fetch`.
 */

/** Fetched on every boot (served no-cache with an ETag): a deploy or rollback is visible at the next page load. */
export async function buscarRegistroRemotos(
  url: string,
  buscar?: typeof fetch,
): Promise<ResultadoLeituraRegistro> {
  // `fetch` is looked up only here: a page whose registry is inline never needs it (nor does a test without one).
  const resposta = await (buscar ?? fetch)(url, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!resposta.ok) throw new Error(`HTTP ${resposta.status} ao buscar ${url}`);
  return lerRegistroRemotos(await resposta.json());
}

const textoEmbutido = () => document.getElementById(ID_REGISTRO_EMBUTIDO)?.textContent;

/**
 * The registry for this page: the copy the portal's server wrote into it (no round trip), or, when the page was served
 * without one (a CDN serving only static files), `remotes.json` fetched as before.
 */
export async function lerRegistroDoServidor(
  url: string,
  buscar?: typeof fetch,
  embutido: () => string | null | undefined = textoEmbutido,
): Promise<ResultadoLeituraRegistro> {
  const copia = embutido();
  if (copia) {
    try {
      return lerRegistroRemotos(JSON.parse(copia));
    } catch {
      // An unreadable copy is no worse than none: fall back to the file.
    }
  }
  return buscarRegistroRemotos(url, buscar);
}
