import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INDICE_DO_CELULAR_DO_PRESET, multiplicadorCalibrado } from './cpu.js';

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
