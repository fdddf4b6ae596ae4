/**
 * `pnpm --filter @portal/bench bench:tarefas [-- --url http://localhost:8080] [--rotas /home,/qualificaSP/cursos]
 * [--execucoes 3]`: which script makes each long task of a first visit (issue 30 item 5, decision 0408). Each run opens
 * the page in a browser of its own with the mobile preset's limits applied through CDP and no debugger
 * (sem-depurador.ts says why), and prints every long animation frame with the scripts that ran in it (Chromium's
 * Long Animation Frames API: the file, how it was called, for how long) and the total blocking time counted from the
 * page's `longtask` entries. Without --url it starts the portal as `bench:web` does, from the last production build.
 * A benchmark: it asserts nothing.
 */
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { contextoMovel, estrangular } from './com-sessao.js';
import { ARGUMENTOS_CHROMIUM, CHROMIUM, PAGINAS } from './paginas.js';
import { iniciarPortal } from './portal.js';
import { tempoBloqueado } from './sem-depurador.js';

/** One script's share of a frame, as the Long Animation Frames API reports it. */
export interface ScriptDoQuadro {
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

/** Runs in the page before its scripts (a string: see com-sessao.ts). */
const OBSERVAR_QUADROS = `
  window.__tarefas = { quadros: [], longas: [], fcp: 0 };
  const observar = (type, aoVer) =>
    new PerformanceObserver((lista) => lista.getEntries().forEach(aoVer)).observe({ type, buffered: true });
  observar('long-animation-frame', (e) => window.__tarefas.quadros.push({
    inicio: Math.round(e.startTime), duracao: Math.round(e.duration), bloqueio: Math.round(e.blockingDuration),
    scripts: e.scripts.map((s) => ({
      arquivo: (s.sourceURL || '').split('/').pop(),
      chamada: s.invokerType === 'classic-script' ? 'avaliação' : s.invoker,
      duracao: Math.round(s.duration),
    })),
  }));
  observar('longtask', (e) => window.__tarefas.longas.push({ inicio: e.startTime, duracao: e.duration }));
  observar('paint', (e) => { if (e.name === 'first-contentful-paint') window.__tarefas.fcp = e.startTime; });
`;
/** After the network settles, idle work (the installed portal's chunk) may still come. */
const QUIETO_MS = 3_000;

interface Medicao {
  quadros: Quadro[];
  longas: { inicio: number; duracao: number }[];
  fcp: number;
}

async function medir(url: string): Promise<Medicao> {
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ARGUMENTOS_CHROMIUM });
  try {
    const contexto = await contextoMovel(navegador);
    await contexto.addInitScript({ content: OBSERVAR_QUADROS });
    const pagina = await contexto.newPage();
    await estrangular(await contexto.newCDPSession(pagina));
    await pagina.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await pagina.waitForLoadState('networkidle');
    await pagina.waitForTimeout(QUIETO_MS);
    return await pagina.evaluate(() => (window as unknown as { __tarefas: Medicao }).__tarefas);
  } finally {
    await navegador.close();
  }
}

async function principal() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      url: { type: 'string' },
      rotas: { type: 'string' },
      execucoes: { type: 'string', default: '3' },
    },
  });
  const rotas = values.rotas?.split(',') ?? PAGINAS.filter((p) => !p.comSessao).map((p) => p.rota);
  const portal = values.url ? null : await iniciarPortal('/dev/null');
  const base = values.url ?? portal!.url;
  try {
    for (const rota of rotas)
      for (let execucao = 1; execucao <= Number(values.execucoes); execucao++) {
        const { quadros, longas, fcp } = await medir(`${base}${rota}`);
        console.log(
          `\n${rota}, execução ${execucao}: TBT ${Math.round(tempoBloqueado(longas, fcp))} ms, FCP ${Math.round(fcp)} ms`,
        );
        quadros.forEach((quadro) => console.log(linhaDoQuadro(quadro)));
      }
  } finally {
    await portal?.parar();
  }
}

if (import.meta.filename === process.argv[1]) await principal();
