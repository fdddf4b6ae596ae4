import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linhaDoQuadro, tarefasDepoisDaPintura } from './tarefas-longas.js';

describe('linhaDoQuadro', () => {
  it('põe os scripts do quadro do mais longo ao mais curto', () => {
    const linha = linhaDoQuadro({
      inicio: 1800,
      duracao: 160,
      bloqueio: 110,
      scripts: [
        { inicio: 1810, arquivo: 'federacao.js', chamada: 'avaliação', duracao: 10 },
        { inicio: 1800, arquivo: 'compartilhados.js', chamada: 'avaliação', duracao: 142 },
      ],
    });
    assert.equal(
      linha,
      '  @1800 ms: 160 ms (bloqueio 110 ms) — compartilhados.js avaliação 142 ms; federacao.js avaliação 10 ms',
    );
  });

  it('um quadro sem script é trabalho de estilo, layout e pintura; um script sem arquivo é da página', () => {
    assert.match(
      linhaDoQuadro({ inicio: 400, duracao: 90, bloqueio: 40, scripts: [] }),
      /estilo, layout e pintura$/,
    );
    assert.match(
      linhaDoQuadro({
        inicio: 400,
        duracao: 90,
        bloqueio: 40,
        scripts: [{ inicio: 410, arquivo: '', chamada: 'x', duracao: 60 }],
      }),
      /\(página\) x 60 ms$/,
    );
  });
});

describe('tarefasDepoisDaPintura', () => {
  it('lista as tarefas longas que terminam depois da primeira pintura, com duração e início', () => {
    const tarefas = [
      { inicio: 300, duracao: 120 }, // ends at 420, before the paint at 500
      { inicio: 450, duracao: 80.4 }, // ends after it
      { inicio: 1600.6, duracao: 57 },
    ];
    const quadros = [
      { inicio: 440, duracao: 100, bloqueio: 40, scripts: [] },
      {
        inicio: 1590,
        duracao: 80,
        bloqueio: 7,
        scripts: [{ inicio: 1610, arquivo: 'federacao.js', chamada: 'Scheduler.yield.then', duracao: 30 }],
      },
    ];
    assert.equal(
      tarefasDepoisDaPintura(tarefas, 500, quadros),
      '80 ms @450 (sem script ≥ 5 ms), 57 ms @1601',
    );
  });

  it('sem nenhuma depois da pintura, diz nenhuma', () => {
    assert.equal(tarefasDepoisDaPintura([{ inicio: 100, duracao: 90 }], 400), 'nenhuma');
  });
});
