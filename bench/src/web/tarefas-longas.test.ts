import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linhaDoQuadro } from './tarefas-longas.js';

describe('linhaDoQuadro', () => {
  it('põe os scripts do quadro do mais longo ao mais curto', () => {
    const linha = linhaDoQuadro({
      inicio: 1800,
      duracao: 160,
      bloqueio: 110,
      scripts: [
        { arquivo: 'federacao.js', chamada: 'avaliação', duracao: 10 },
        { arquivo: 'compartilhados.js', chamada: 'avaliação', duracao: 142 },
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
        scripts: [{ arquivo: '', chamada: 'x', duracao: 60 }],
      }),
      /\(página\) x 60 ms$/,
    );
  });
});
