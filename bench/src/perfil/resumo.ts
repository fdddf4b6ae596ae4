/** Where a V8 `.cpuprofile` spends its time: self time per frame and per area (validation, database, HTTP, …). */
export interface NoDoPerfil {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface PerfilDaCpu {
  nodes: NoDoPerfil[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Areas, first match wins: the question is "validation, authorization, round trips, or something else?". */
const AREAS: [string, RegExp][] = [
  ['validação (zod)', /\/zod\/|fastify-type-provider-zod/],
  ['JWT (jose)', /\/jose\//],
  ['driver do PostgreSQL (pg, pg-protocol)', /\/pg(-protocol|-pool|-types)?\//],
  ['Fastify e plugins', /\/fastify\/|@fastify\/|\/avvio\/|\/find-my-way\/|\/light-my-request\//],
  ['log (pino)', /\/pino/],
  ['serialização JSON', /fast-json-stringify|JSON\./],
  // The compiled API (bench/src/api-processo.ts) is one file, dist/server.js, with contracts bundled into it.
  ['código da API (api/src ou api/dist)', /\/api\/(src|dist)\//],
  ['contratos (contracts/src)', /\/contracts\/src\//],
  ['tsx/esbuild', /\/tsx\/|esbuild/],
  ['Node (rede, timers, streams)', /^node:|^internal\//],
];

export function areaDe(url: string, funcao: string): string {
  if (!url)
    return funcao === '(garbage collector)' ? 'coleta de lixo' : funcao === '(idle)' ? 'ocioso' : 'nativo/V8';
  return AREAS.find(([, padrao]) => padrao.test(url))?.[0] ?? 'outras dependências';
}

export interface Fatia {
  nome: string;
  ms: number;
  fracao: number;
}

/** Self time in ms of every node, from the sample list (hitCount × mean interval when there are no deltas). */
function tempoProprio(perfil: PerfilDaCpu): Map<number, number> {
  const porNo = new Map<number, number>();
  if (perfil.samples && perfil.timeDeltas) {
    perfil.samples.forEach((id, i) => {
      porNo.set(id, (porNo.get(id) ?? 0) + (perfil.timeDeltas![i + 1] ?? 0) / 1000);
    });
    return porNo;
  }
  const amostras = perfil.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const intervalo = (perfil.endTime - perfil.startTime) / 1000 / amostras;
  for (const n of perfil.nodes) porNo.set(n.id, (n.hitCount ?? 0) * intervalo);
  return porNo;
}

function ordenar(somas: Map<string, number>, total: number, limite: number): Fatia[] {
  return [...somas.entries()]
    .map(([nome, ms]) => ({ nome, ms, fracao: total > 0 ? ms / total : 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limite);
}

/** Busy time (idle excluded) per area and the heaviest frames by self time. */
export function resumirPerfil(
  perfil: PerfilDaCpu,
  limite = 15,
): { ocupadoMs: number; areas: Fatia[]; quadros: Fatia[] } {
  const proprio = tempoProprio(perfil);
  const areas = new Map<string, number>();
  const quadros = new Map<string, number>();
  let ocupado = 0;
  for (const no of perfil.nodes) {
    const ms = proprio.get(no.id) ?? 0;
    const { functionName, url, lineNumber } = no.callFrame;
    const area = areaDe(url, functionName);
    if (area === 'ocioso' || ms === 0) continue;
    ocupado += ms;
    areas.set(area, (areas.get(area) ?? 0) + ms);
    const arquivo = url
      .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^.*\/(api|contracts)\/src\//, '$1/');
    const nome = `${functionName || '(anônima)'} ${arquivo}:${lineNumber + 1}`;
    quadros.set(nome, (quadros.get(nome) ?? 0) + ms);
  }
  return {
    ocupadoMs: ocupado,
    areas: ordenar(areas, ocupado, limite),
    quadros: ordenar(quadros, ocupado, limite),
  };
}

/** Several processes' profiles (the cluster's primary and workers) as one: their busy times added up. */
export function resumirPerfis(
  perfis: PerfilDaCpu[],
  limite = 15,
): { ocupadoMs: number; areas: Fatia[]; quadros: Fatia[] } {
  const areas = new Map<string, number>();
  const quadros = new Map<string, number>();
  let ocupado = 0;
  for (const perfil of perfis) {
    const r = resumirPerfil(perfil, Number.POSITIVE_INFINITY);
    ocupado += r.ocupadoMs;
    for (const a of r.areas) areas.set(a.nome, (areas.get(a.nome) ?? 0) + a.ms);
    for (const q of r.quadros) quadros.set(q.nome, (quadros.get(q.nome) ?? 0) + q.ms);
  }
  return {
    ocupadoMs: ocupado,
    areas: ordenar(areas, ocupado, limite),
    quadros: ordenar(quadros, ocupado, limite),
  };
}
