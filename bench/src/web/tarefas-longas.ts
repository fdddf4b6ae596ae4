/**
 * `pnpm --filter @portal/bench bench:tarefas [-- --url http://localhost:8080] [--rotas /home,/qualificaSP/cursos]
 * [--execucoes 3] [--cpu calibrada|N] [--com-inspetor | --rede-por-proxy] [--rastro]`: which script makes each long
 * task of a first visit (issue 30 item 5, decisions 0861 to 0865). Each run opens the page in a browser of its own with the
 * mobile preset's limits and without V8's inspector (sem-inspetor.ts says why), and prints every long animation frame
 * with the scripts that ran in it (Chromium's Long Animation Frames API: the file, how it was called, for how long)
 * and the total blocking time counted from the page's `longtask` entries. `--com-inspetor` drives the page with
 * Playwright instead, as until decision 0863 (the `Runtime` domain on, no debugger: sem-depurador.ts).
 * `--rede-por-proxy` applies the network limits through a loopback proxy instead of CDP's `Network` domain
 * (sem-inspetor.ts). `--rastro` also records a Chromium trace of each visit, left in the temporary folder, and prints
 * the functions each long task after the first paint spent its time in (rastro.ts). Without --url it starts the portal as `bench:web` does, from the last production build; --cpu as
 * there (cpu.ts).
 * A benchmark: it asserts nothing.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { escolherMultiplicador } from './cpu.js';
import { PAGINAS } from './paginas.js';
import { iniciarPortal } from './portal.js';
import { tempoBloqueado, visitarSemDepurador } from './sem-depurador.js';
import { visitarSemInspetor } from './sem-inspetor.js';
import { imprimirRastro } from './rastro.js';

/** One script's share of a frame, as the Long Animation Frames API reports it. */
export interface ScriptDoQuadro {
  /** When the script started, ms from the navigation. */
  inicio: number;
  arquivo: string;
  chamada: string;
  duracao: number;
}
export interface Quadro {
  inicio: number;
  duracao: number;
  bloqueio: number;
  scripts: ScriptDoQuadro[];
}

/** A frame as one line: when, how long, how much of it blocked, and its scripts, longest first. */
export function linhaDoQuadro({ inicio, duracao, bloqueio, scripts }: Quadro): string {
  const porScript = [...scripts]
    .sort((a, b) => b.duracao - a.duracao)
    .map(({ arquivo, chamada, duracao: ms }) => `${arquivo || '(página)'} ${chamada} ${ms} ms`);
  return `  @${inicio} ms: ${duracao} ms (bloqueio ${bloqueio} ms)${porScript.length ? ` — ${porScript.join('; ')}` : ' — estilo, layout e pintura'}`;
}

/**
 * Item 5's "every task under 50 ms": the page's long tasks that end after its first paint (the ones before it are the
 * page's first parse, style and layout), as "duration @start", or "nenhuma". A task in which no script of the frames
 * ran is marked "sem script ≥ 5 ms" (the API lists only scripts of 5 ms or more; the times are rounded, hence the 1 ms
 * of slack): mostly the browser's own rendering, which a page with no script at all has too (decision 0865).
 */
export function tarefasDepoisDaPintura(
  tarefas: { inicio: number; duracao: number }[],
  fcp: number,
  quadros: Quadro[] = [],
): string {
  const scripts = quadros.flatMap((quadro) => quadro.scripts);
  const depois = tarefas
    .filter(({ inicio, duracao }) => inicio + duracao > fcp)
    .map(({ inicio, duracao }) => {
      const comScript = scripts.some(
        (s) => s.inicio <= inicio + duracao + 1 && s.inicio + s.duracao >= inicio - 1,
      );
      return `${Math.round(duracao)} ms @${Math.round(inicio)}${comScript ? '' : ' (sem script ≥ 5 ms)'}`;
    });
  return depois.join(', ') || 'nenhuma';
}

/** Runs in the page before its scripts, beside sem-depurador's metrics (a string: see com-sessao.ts). */
const OBSERVAR_QUADROS = `
  window.__quadros = [];
  new PerformanceObserver((lista) => lista.getEntries().forEach((e) => window.__quadros.push({
    inicio: Math.round(e.startTime), duracao: Math.round(e.duration), bloqueio: Math.round(e.blockingDuration),
    scripts: e.scripts.map((s) => ({
      inicio: Math.round(s.startTime),
      arquivo: (s.sourceURL || '').split('/').pop(),
      chamada: s.invokerType === 'classic-script' ? 'avaliação' : s.invoker,
      duracao: Math.round(s.duration),
    })),
  }))).observe({ type: 'long-animation-frame', buffered: true });
`;

type Medidas = Window['__medidas'];

async function visitar(
  url: string,
  { comInspetor, redePorProxy, rastro }: { comInspetor: boolean; redePorProxy: boolean; rastro?: string },
): Promise<{ medidas: Medidas; quadros: Quadro[] }> {
  if (!comInspetor)
    return visitarSemInspetor(
      url,
      OBSERVAR_QUADROS,
      '({ medidas: window.__medidas, quadros: window.__quadros })',
      { redePorProxy, rastro },
    );
  const { medidas, lido: quadros } = await visitarSemDepurador(
    url,
    { antesDaPagina: OBSERVAR_QUADROS },
    (pagina) => pagina.evaluate(() => (window as unknown as { __quadros: Quadro[] }).__quadros),
  );
  return { medidas, quadros };
}

async function principal() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      url: { type: 'string' },
      rotas: { type: 'string' },
      execucoes: { type: 'string', default: '3' },
      cpu: { type: 'string' },
      'com-inspetor': { type: 'boolean', default: false },
      'rede-por-proxy': { type: 'boolean', default: false },
      rastro: { type: 'boolean', default: false },
    },
  });
  const comInspetor = values['com-inspetor'];
  const redePorProxy = values['rede-por-proxy'];
  const comRastro = values.rastro;
  if (comInspetor && (redePorProxy || comRastro))
    throw new Error(
      '--rede-por-proxy e --rastro valem para as páginas sem o inspetor: não os use com --com-inspetor.',
    );
  const execucoes = Number(values.execucoes);
  if (!Number.isInteger(execucoes) || execucoes < 1)
    throw new Error('--execucoes pede um número inteiro, 1 ou mais.');
  const rotas = values.rotas?.split(',') ?? PAGINAS.filter((p) => !p.comSessao).map((p) => p.rota);
  console.log(await escolherMultiplicador(values.cpu));
  console.log(
    comInspetor
      ? 'Páginas abertas pelo Playwright (Runtime do CDP ligado).'
      : `Páginas sem o inspetor do V8; a rede do preset ${redePorProxy ? 'por um proxy no loopback' : 'pelo domínio Network do CDP'}.`,
  );
  const log = path.join(tmpdir(), 'bench-tarefas-portal.log');
  if (!values.url) console.log(`Saída do portal em ${log}`);
  const portal = values.url ? null : await iniciarPortal(log);
  const base = values.url ?? portal!.url;
  try {
    for (const rota of rotas)
      for (let execucao = 1; execucao <= execucoes; execucao++) {
        const rastro = comRastro
          ? path.join(tmpdir(), `bench-tarefas-${rota.replace(/\W+/g, '_')}-${execucao}.json`)
          : undefined;
        const { medidas, quadros } = await visitar(`${base}${rota}`, {
          comInspetor,
          redePorProxy,
          rastro,
        });
        const tbt = Math.round(tempoBloqueado(medidas.tarefasLongas, medidas.fcp));
        console.log(
          `\n${rota}, execução ${execucao}: TBT ${tbt} ms, FCP ${Math.round(medidas.fcp)} ms; ` +
            `tarefas longas depois da primeira pintura: ${tarefasDepoisDaPintura(medidas.tarefasLongas, medidas.fcp, quadros)}`,
        );
        quadros.forEach((quadro) => console.log(linhaDoQuadro(quadro)));
        if (rastro) await imprimirRastro(rastro, medidas.fcp);
      }
  } finally {
    await portal?.parar();
  }
}

if (import.meta.filename === process.argv[1]) await principal();
