/**
 * Which page chunks a remote renders for a path, from two files its build writes (tooling/webpack):
 * `paginas-por-rota.json` (every route pattern of its table → the named chunk groups of its page) and
 * `grafo-de-chunks.json` (group → files). The path is matched the way React Router ranks routes (static segment 10,
 * dynamic 3, empty 1, splat −2, ties by order), so the hinted page is the one the remote will render.
 */
export interface RotaDePagina {
  caminho: string;
  grupos: string[];
  /** A route that only redirects (`<Navigate>`): the page is the one at this path. */
  destino?: string;
}

export interface PaginasDoRemoto {
  rotas: RotaDePagina[];
  arquivosDoGrupo: Record<string, string[]>;
}

const PARAMETRO = /^:[\w-]+$/;

function pontuacao(padrao: string): number {
  const segmentos = padrao.split('/');
  const comCoringa = segmentos.at(-1) === '*';
  const base = segmentos.length - (comCoringa ? 2 : 0);
  return segmentos
    .filter((s) => s !== '*')
    .reduce((total, s) => total + (PARAMETRO.test(s) ? 3 : s === '' ? 1 : 10), base);
}

const partes = (caminho: string) => caminho.split('/').filter(Boolean);

/** React Router's matching, case-insensitive, without optional segments (a route with `?` is never hinted). */
export function casa(padrao: string, caminho: string): boolean {
  if (padrao.includes('?')) return false;
  const esperado = partes(padrao);
  const recebido = partes(caminho);
  const coringa = esperado.at(-1) === '*';
  const fixos = coringa ? esperado.slice(0, -1) : esperado;
  if (coringa ? recebido.length < fixos.length : recebido.length !== fixos.length) return false;
  return fixos.every((s, i) => PARAMETRO.test(s) || s.toLowerCase() === recebido[i]!.toLowerCase());
}

function rotaDe(paginas: PaginasDoRemoto, caminho: string): RotaDePagina | null {
  let melhor: { rota: RotaDePagina; nota: number } | null = null;
  for (const rota of paginas.rotas) {
    if (!casa(rota.caminho, caminho)) continue;
    const nota = pontuacao(rota.caminho);
    if (!melhor || nota > melhor.nota) melhor = { rota, nota };
  }
  return melhor?.rota ?? null;
}

/** Where the remote's route at `caminho` only redirects to (a prefix alone → its catalogue); null for a page. */
export function destinoDoRedirecionamento(paginas: PaginasDoRemoto, caminho: string): string | null {
  const rota = rotaDe(paginas, caminho);
  return rota?.grupos.length === 0 && rota.destino ? rota.destino : null;
}

/**
 * The files of the page the remote renders at `caminho` (none when no route with a page chunk matches). A redirect
 * is followed once (a prefix alone → its catalogue), never further.
 */
export function arquivosDaPagina(paginas: PaginasDoRemoto, caminho: string): string[] {
  const destino = destinoDoRedirecionamento(paginas, caminho);
  const grupos = rotaDe(paginas, destino ?? caminho)?.grupos ?? [];
  return [...new Set(grupos.flatMap((grupo) => paginas.arquivosDoGrupo[grupo] ?? []))];
}

/** Both files as read from disk (null when missing or not what the build writes): the remote then gets no page hints. */
export function lerPaginasDoRemoto(indice: unknown, grafo: unknown): PaginasDoRemoto | null {
  const rotas = (indice as { rotas?: unknown } | null)?.rotas;
  const grupos = (grafo as { grupos?: unknown } | null)?.grupos;
  if (!Array.isArray(rotas) || !grupos || typeof grupos !== 'object') return null;
  const validas = rotas.filter(
    (r): r is RotaDePagina =>
      typeof r?.caminho === 'string' &&
      (r.destino === undefined || typeof r.destino === 'string') &&
      Array.isArray(r.grupos) &&
      r.grupos.every((g: unknown) => typeof g === 'string'),
  );
  const arquivosDoGrupo = Object.fromEntries(
    Object.entries(grupos as Record<string, { arquivos?: unknown }>).map(([nome, g]) => [
      nome,
      Array.isArray(g?.arquivos) ? g.arquivos.filter((a): a is string => typeof a === 'string') : [],
    ]),
  );
  return { rotas: validas, arquivosDoGrupo };
}

type Compartilhados = Record<string, { arquivos?: unknown; consome?: unknown } | undefined>;
const lista = (valor: unknown): string[] =>
  Array.isArray(valor) ? valor.filter((a): a is string => typeof a === 'string') : [];

/**
 * The files of the singletons the shell's own first render consumes: the share keys of its `main` and `bootstrap`
 * groups and, transitively, of what those keys consume (the closure the byte budget adds up, bench/src/orcamento-js.ts).
 * A singleton only a remote consumes (single-spa, single-spa-react, the whole @portal/ui) is not among them (decision
 * 0853). Null for a graph without a `bootstrap` group: then every singleton is hinted, as before.
 */
export function arquivosCompartilhadosDaPartida(grafo: unknown): string[] | null {
  const { grupos, compartilhados } = (grafo ?? {}) as {
    grupos?: Compartilhados;
    compartilhados?: Compartilhados;
  };
  if (!grupos?.bootstrap || !compartilhados) return null;
  const pendentes = [...lista(grupos.main?.consome), ...lista(grupos.bootstrap.consome)];
  const consumidas = new Set<string>();
  for (let chave = pendentes.pop(); chave !== undefined; chave = pendentes.pop()) {
    if (consumidas.has(chave)) continue;
    consumidas.add(chave);
    pendentes.push(...lista(compartilhados[chave]?.consome));
  }
  const chaves = Object.keys(compartilhados).filter((chave) => consumidas.has(chave));
  return [...new Set(chaves.flatMap((chave) => lista(compartilhados[chave]?.arquivos)))];
}

/** Every file of the singletons a build provides (`compartilhados` of its chunk graph), in key order; null without one. */
export function arquivosCompartilhados(grafo: unknown): string[] | null {
  const compartilhados = (grafo as { compartilhados?: unknown } | null)?.compartilhados;
  if (!compartilhados || typeof compartilhados !== 'object') return null;
  const arquivos = Object.values(compartilhados as Record<string, { arquivos?: unknown }>).flatMap((item) =>
    Array.isArray(item?.arquivos) ? item.arquivos.filter((a): a is string => typeof a === 'string') : [],
  );
  return [...new Set(arquivos)];
}
