/**
 * What ran inside each long task of a visit, from a Chromium trace with V8's sampling profiler
 * (`bench:tarefas -- --rastro`). The Long Animation Frames API names only the script that started a task: a
 * continuation of the federation's `scheduler.yield()` is "federacao.js", whatever the runtime then did (decision
 * 0863). The trace's samples name every function. The profiler perturbs what it measures (it needs the functions'
 * source positions), so its tasks are longer than the ones `bench:tarefas` prints without it: it says where the time
 * goes, not how much a citizen waits.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { RAIZ } from './portal.js';

/** The few fields of a trace event this reads. */
export interface EventoDoRastro {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: NoDoPerfil[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface NoDoPerfil {
  id: number;
  parent?: number;
  // V8's own frames (the program, the garbage collector) come without a place.
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** A place in the code: the function's name and where it is (the file's last segment, 1-based line and column). */
export interface Funcao {
  nome: string;
  arquivo: string;
  linha: number;
  coluna: number;
  url: string;
}

export interface TarefaDoRastro {
  /** Milliseconds from the navigation's start, as the page's own `performance.now()`. */
  inicio: number;
  duracao: number;
  /** Sampled time by function (its own time, not its callees'), longest first. */
  porFuncao: { funcao: Funcao; ms: number }[];
}

const LONGA_US = 50_000;
/**
 * The page's main thread, and its navigation's start on the trace's clock: the renderer that painted first, its first
 * paint being `fcp` ms (the page's own measure) after the navigation.
 */
function threadPrincipal(eventos: EventoDoRastro[], fcp: number) {
  // The earliest, in case a frame of the page painted later too (the events are not in time order).
  const pintura = eventos.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  return pintura && { pid: pintura.pid, tid: pintura.tid, navegacao: pintura.ts - fcp * 1000 };
}

/**
 * The long tasks (over 50 ms, as the Long Tasks API counts them) of the page's main thread that end after its first paint, `fcp` ms after the
 * navigation, each with its samples added up by function.
 */
export function tarefasDoRastro(eventos: EventoDoRastro[], fcp: number): TarefaDoRastro[] {
  const principal = threadPrincipal(eventos, fcp);
  if (!principal) return [];
  const { pid, tid, navegacao } = principal;
  const nos = new Map<number, NoDoPerfil>();
  const amostras: { ts: number; no: number }[] = [];
  // The main thread's profile: its chunks carry new nodes and samples, each sample's time as a delta from the last
  // one. Ids are per process (every renderer has a "0x1"), and the chunks come from the profiler's own thread.
  const perfil = eventos.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  let relogio = perfil?.args?.data?.startTime ?? 0;
  for (const evento of eventos) {
    if (evento.name !== 'ProfileChunk' || evento.pid !== pid || evento.id !== perfil?.id) continue;
    const dados = evento.args?.data;
    for (const no of dados?.cpuProfile?.nodes ?? []) nos.set(no.id, no);
    const deltas = dados?.timeDeltas ?? [];
    (dados?.cpuProfile?.samples ?? []).forEach((no, i) => {
      relogio += deltas[i] ?? 0;
      amostras.push({ ts: relogio, no });
    });
  }
  amostras.sort((a, b) => a.ts - b.ts);
  return eventos
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === pid &&
        e.tid === tid &&
        (e.dur ?? 0) > LONGA_US &&
        (e.ts + (e.dur ?? 0) - navegacao) / 1000 > fcp,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((tarefa) => {
      const fim = tarefa.ts + (tarefa.dur ?? 0);
      const dentro = amostras.filter(({ ts }) => ts >= tarefa.ts && ts < fim);
      const porChave = new Map<string, { funcao: Funcao; ms: number }>();
      dentro.forEach(({ ts, no: id }, i) => {
        const no = nos.get(id);
        if (!no) return;
        const { functionName, url = '', lineNumber = -1, columnNumber = -1 } = no.callFrame;
        const nome = functionName || '(anônima)';
        const chave = `${url}:${lineNumber}:${columnNumber}:${nome}`;
        // A sample stands for the time up to the next one (or the task's end).
        const ms = ((dentro[i + 1]?.ts ?? fim) - ts) / 1000;
        const atual = porChave.get(chave) ?? {
          funcao: {
            nome,
            arquivo: url.split('/').pop() || '(V8)',
            linha: lineNumber + 1,
            coluna: columnNumber + 1,
            url,
          },
          ms: 0,
        };
        atual.ms += ms;
        porChave.set(chave, atual);
      });
      return {
        inicio: Math.round((tarefa.ts - navegacao) / 1000),
        duracao: Math.round((tarefa.dur ?? 0) / 1000),
        porFuncao: [...porChave.values()].sort((a, b) => b.ms - a.ms),
      };
    });
}

/** How many functions each task lists. */
const FUNCOES_POR_TAREFA = 8;

type Mapa = {
  originalPositionFor(pos: { line: number; column: number }): {
    source: string | null;
    line: number | null;
    name: string | null;
  };
};

/**
 * The builds' source maps by file name (the portal serves none): every package's `dist/*.js.map`, with its package.
 * Names carry the content's hash, so one name is one file, but for the remotes' `remoteEntry.js`.
 */
function indiceDeMapas(): Map<string, { pacote: string; mapa: string }[]> {
  const indice = new Map<string, { pacote: string; mapa: string }[]>();
  for (const pacote of readdirSync(RAIZ)) {
    const dist = path.join(RAIZ, pacote, 'dist');
    if (!existsSync(dist)) continue;
    for (const nome of readdirSync(dist).filter((n) => n.endsWith('.js.map'))) {
      const js = nome.slice(0, -'.map'.length);
      indice.set(js, [...(indice.get(js) ?? []), { pacote, mapa: path.join(dist, nome) }]);
    }
  }
  return indice;
}

/**
 * The map of the file `url` names, read once. A name that several builds have is told apart by the remote's name in
 * the address (`/remotes/mfe_programas/…` is the package `mfe-programas`).
 */
function lerMapa(url: string, mapas: Mapas): Mapa | null {
  const caminho = url.split('?')[0]!;
  const candidatos = mapas.indice.get(caminho.split('/').pop() ?? '') ?? [];
  const remoto = /\/remotes\/([^/]+)\//.exec(caminho)?.[1]?.replace(/_/g, '-');
  const arquivo =
    candidatos.length === 1 ? candidatos[0]!.mapa : candidatos.find(({ pacote }) => pacote === remoto)?.mapa;
  if (!arquivo) return null;
  if (!mapas.lidos.has(arquivo))
    mapas.lidos.set(
      arquivo,
      new SourceMapConsumer(JSON.parse(readFileSync(arquivo, 'utf8'))) as unknown as Mapa,
    );
  return mapas.lidos.get(arquivo)!;
}

/** Listed and read once per run: every visit of a run measures the same builds. */
let mapasDaExecucao: Mapas | undefined;

interface Mapas {
  indice: ReturnType<typeof indiceDeMapas>;
  lidos: Map<string, Mapa>;
}

/** Where a function of the build came from: its original file and line, and its name there. */
function origem(funcao: Funcao, mapas: Mapas): string {
  const lugar = `${funcao.arquivo}:${funcao.linha}:${funcao.coluna}`;
  const mapa = lerMapa(funcao.url, mapas);
  const original = mapa?.originalPositionFor({ line: funcao.linha, column: funcao.coluna - 1 });
  if (!original?.source) return `${funcao.nome} (${funcao.url ? lugar : 'V8'})`;
  const fonte = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  return `${original.name ?? funcao.nome} (${fonte}:${original.line})`;
}

/** Prints, below a visit's lines, what the trace's samples found inside each long task after the first paint. */
export async function imprimirRastro(arquivo: string, fcp: number) {
  // gravarRastro already said why a visit has none.
  if (!existsSync(arquivo)) return;
  const bruto = JSON.parse(await readFile(arquivo, 'utf8')) as
    EventoDoRastro[] | { traceEvents: EventoDoRastro[] };
  const eventos = Array.isArray(bruto) ? bruto : bruto.traceEvents;
  const mapas = (mapasDaExecucao ??= { indice: indiceDeMapas(), lidos: new Map() });
  console.log(`  rastro (${arquivo}), com o perfilador ligado:`);
  for (const { inicio, duracao, porFuncao } of tarefasDoRastro(eventos, fcp)) {
    const linhas = porFuncao
      .slice(0, FUNCOES_POR_TAREFA)
      .map(({ funcao, ms }) => `${origem(funcao, mapas)} ${ms.toFixed(1)} ms`);
    console.log(`    @${inicio} ms: ${duracao} ms — ${linhas.join('; ') || 'nenhuma amostra do perfilador'}`);
  }
}
