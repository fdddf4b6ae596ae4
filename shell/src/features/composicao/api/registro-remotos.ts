import { lerEntradaRegistroRemoto, Remote, type EntradaRegistroRemoto } from '@portal/contracts';

export type RegistroLido = Map<Remote, EntradaRegistroRemoto>;

export interface ResultadoLeitura {
  registro: RegistroLido;
  problemas: string[];
}

const NOMES_CONHECIDOS = new Set<string>(Object.values(Remote));

function ehObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/**
 * Reads `remotes.json` line by line: one bad or unknown line leaves that remote unavailable
 * (its area shows the unavailable panel) instead of taking every remote down with it.
 */
export function lerRegistroRemotos(json: unknown): ResultadoLeitura {
  const registro: RegistroLido = new Map();
  if (!ehObjeto(json) || !ehObjeto(json.remotes)) {
    return { registro, problemas: ['remotes.json sem o objeto "remotes".'] };
  }
  const problemas: string[] = [];
  for (const [nome, valor] of Object.entries(json.remotes)) {
    const entrada = lerEntradaRegistroRemoto(valor);
    if (!NOMES_CONHECIDOS.has(nome)) problemas.push(`remoto desconhecido em remotes.json: "${nome}".`);
    else if (!entrada) problemas.push(`entrada inválida para "${nome}" em remotes.json.`);
    else registro.set(nome as Remote, entrada);
  }
  return { registro, problemas };
}

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
