import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contarEntregas } from './verificacoes.mjs';

const copia = (id, tentativa) => ({ messageId: `<mensagem-${id}@portal-qualifica>`, tentativa });

describe('contarEntregas', () => {
  it('uma cópia por mensagem: nada repetido nem reenviado', () => {
    const { recebidas, repetidas, reenviadas } = contarEntregas([copia(1, '1'), copia(2, '3')]);
    assert.deepEqual([...recebidas], [1, 2]);
    assert.deepEqual(repetidas, []);
    assert.deepEqual(reenviadas, []);
  });

  it('duas cópias em reservas diferentes são o reenvio depois de uma queda, não uma repetição', () => {
    const { repetidas, reenviadas } = contarEntregas([copia(3, '1'), copia(3, '2')]);
    assert.deepEqual(repetidas, []);
    assert.deepEqual(reenviadas, ['mensagem 3: reenviada (tentativas 1, 2)']);
  });

  it('duas cópias na mesma reserva, ou sem o cabeçalho, são um envio duplo', () => {
    const { repetidas, reenviadas } = contarEntregas([
      copia(4, '1'),
      copia(4, '1'),
      copia(5, null),
      copia(5, null),
      { messageId: 'de-outro-lugar', tentativa: null },
    ]);
    assert.deepEqual(repetidas, [
      'mensagem 4: 2 vezes (tentativas 1, 1)',
      'mensagem 5: 2 vezes (tentativas ?, ?)',
    ]);
    assert.deepEqual(reenviadas, []);
  });
});
