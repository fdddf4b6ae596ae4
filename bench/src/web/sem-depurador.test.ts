import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tempoBloqueado } from './sem-depurador.js';

describe('tempoBloqueado', () => {
  it('soma o que passa de 50 ms em cada tarefa depois da primeira pintura', () => {
    const tarefas = [
      { inicio: 500, duracao: 120 }, // 70
      { inicio: 700, duracao: 50 }, // 0: exactly the threshold
      { inicio: 900, duracao: 51 }, // 1
    ];
    assert.equal(tempoBloqueado(tarefas, 400), 71);
  });

  it('conta só a parte depois da pintura de uma tarefa que começou antes', () => {
    assert.equal(tempoBloqueado([{ inicio: 100, duracao: 200 }], 200), 50);
    assert.equal(tempoBloqueado([{ inicio: 100, duracao: 120 }], 200), 0);
  });

  it('sem tarefas longas, zero', () => {
    assert.equal(tempoBloqueado([], 300), 0);
  });
});
