import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatarTabela, mediana, medianaDasExecucoes, type Medida } from './medianas.js';

const medida = (lcpMs: number, tbtMs: number | null = 100): Medida => ({
  lcpMs,
  fcpMs: 800,
  tbtMs,
  cls: 0,
  jsBytes: 150 * 1024,
  profundidade: 3,
});

describe('medianas do bench:web', () => {
  it('tira a mediana de execuções ímpares e pares', () => {
    assert.equal(mediana([3, 1, 2]), 2);
    assert.equal(mediana([4, 1, 3, 2]), 2.5);
  });

  it('ignora o TBT que não foi medido e marca cada valor contra a meta', () => {
    const m = medianaDasExecucoes([medida(1900, null), medida(1700, null), medida(1600, null)]);
    assert.equal(m.lcpMs, 1700);
    assert.equal(m.tbtMs, null);
    const meta = { lcpMs: 1800, tbtMs: 150, cls: 0.05, jsKiB: 120 };
    const linha = formatarTabela([
      { rota: '/home', ferramenta: 'lighthouse', meta, execucoes: [], mediana: m },
    ]).split('\n')[2]!;
    assert.match(
      linha,
      /^\/home\s+1\.70 s ✔ \(1\.80 s\)\s+0\.80 s\s+– \(150 ms\)\s+0\.000 ✔ \(0\.05\)\s+150 KiB ✘ \(120 KiB\)\s+3$/,
    );
  });
});
