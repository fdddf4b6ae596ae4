import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EventoDoRastro, tarefasDoRastro } from './rastro.js';

const PAGINA = { pid: 7, tid: 1 };
const INICIO = 5_000_000;

function quadro(url: string, id: number, nome: string, linha: number, parent?: number) {
  return { id, parent, callFrame: { functionName: nome, url, lineNumber: linha - 1, columnNumber: 9 } };
}

/**
 * A process's profile "0x1" (every renderer numbers its own from 1): started with its main thread (tid 1), its samples
 * in one chunk from the profiler's own thread (tid 9), under a root node.
 */
function perfil(pid: number, nos: ReturnType<typeof quadro>[], samples: number[], timeDeltas: number[]) {
  return [
    { name: 'Profile', ph: 'P', pid, tid: 1, ts: INICIO, id: '0x1', args: { data: { startTime: INICIO } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid,
      tid: 9,
      ts: INICIO,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: [quadro('', 1, '(root)', 0), ...nos], samples }, timeDeltas } },
    },
  ];
}

/**
 * A page whose navigation starts at INICIO µs and first paints 600 ms later, a profile from the start, and the tasks
 * given (start and length in ms).
 */
function rastro(tarefas: [number, number][]): EventoDoRastro[] {
  const federacao = 'http://localhost:8080/federacao.abc.js';
  return [
    // Another renderer (the blank page Chromium opens first) with a long task of its own.
    { name: 'RunTask', ph: 'X', pid: 3, tid: 1, ts: INICIO + 1_000_000, dur: 90_000 },
    { name: 'firstContentfulPaint', ph: 'R', ...PAGINA, ts: INICIO + 600_000 },
    ...tarefas.map(([inicio, duracao]) => ({
      name: 'RunTask',
      ph: 'X',
      ...PAGINA,
      ts: INICIO + inicio * 1000,
      dur: duracao * 1000,
    })),
    // 1.800 s after the start, then every 10 ms: carregar, conferirVersao × 3, carregar.
    ...perfil(
      PAGINA.pid,
      [quadro(federacao, 2, 'carregar', 10, 1), quadro(federacao, 3, 'conferirVersao', 20, 2)],
      [2, 3, 3, 3, 2],
      [1_800_000, 10_000, 10_000, 10_000, 10_000],
    ),
    // The other renderer's profile has the same id, and a function of its own sampled in the page's task.
    ...perfil(3, [quadro(federacao, 5, 'outraPagina', 1, 1)], [5], [1_805_000]),
  ];
}

describe('tarefasDoRastro', () => {
  it('dá as tarefas longas da página depois da pintura, com o tempo amostrado de cada função', () => {
    const tarefas = tarefasDoRastro(
      rastro([
        [300, 80], // before the first paint at 600 ms
        [1000, 40], // short
        [1795, 60],
      ]),
      600,
    );
    assert.equal(tarefas.length, 1);
    const tarefa = tarefas[0]!;
    assert.equal(tarefa.inicio, 1795);
    assert.equal(tarefa.duracao, 60);
    assert.deepEqual(
      tarefa.porFuncao.map(({ funcao, ms }) => [funcao.nome, funcao.arquivo, funcao.linha, ms]),
      [
        ['conferirVersao', 'federacao.abc.js', 20, 30],
        // Two samples: 10 ms until the next one, then the 15 ms to the task's end.
        ['carregar', 'federacao.abc.js', 10, 25],
      ],
    );
  });

  it('um rastro sem a primeira pintura da página não tem tarefas', () => {
    const semPintura = rastro([[1795, 60]]).filter((e) => e.name !== 'firstContentfulPaint');
    assert.deepEqual(tarefasDoRastro(semPintura, 600), []);
  });
});
