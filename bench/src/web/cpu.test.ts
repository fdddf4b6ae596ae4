import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INDICE_DO_CELULAR_DO_PRESET, lerOpcaoDeCpu, multiplicadorCalibrado } from './cpu.js';

describe('multiplicadorCalibrado', () => {
  it('numa máquina como a do preset (índice 1750), os 4× do Lighthouse', () => {
    assert.equal(multiplicadorCalibrado(1750), 4);
  });

  it('numa máquina mais rápida, mais desaceleração: o mesmo celular', () => {
    assert.equal(multiplicadorCalibrado(3800), 8.7);
    assert.ok(Math.abs(3800 / multiplicadorCalibrado(3800) - INDICE_DO_CELULAR_DO_PRESET) < 5);
  });

  it('nunca acelera uma máquina mais lenta que o celular', () => {
    assert.equal(multiplicadorCalibrado(300), 1);
  });
});

describe('lerOpcaoDeCpu', () => {
  it('sem a opção, os 4× do preset; "calibrada" e um fator, como vieram', () => {
    assert.equal(lerOpcaoDeCpu(undefined), 4);
    assert.equal(lerOpcaoDeCpu('calibrada'), 'calibrada');
    assert.equal(lerOpcaoDeCpu('8.6'), 8.6);
    assert.equal(lerOpcaoDeCpu('8,6'), 8.6);
  });

  it('recusa, antes de medir, o que não é um fator finito de 1 ou mais', () => {
    for (const opcao of ['0.5', 'rapida', 'Infinity', ''])
      assert.throws(() => lerOpcaoDeCpu(opcao), /--cpu pede "calibrada" ou um fator/);
  });
});
