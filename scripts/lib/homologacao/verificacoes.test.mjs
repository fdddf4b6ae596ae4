import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contarEntregas } from './verificacoes.mjs';

/** A copy of message `id` sent under reservation `tentativa`, held from `de` to `ate`, arrived at `chegou` (seconds). */
const copia = (id, tentativa, de, ate, chegou) => ({
  messageId: `<mensagem-${id}@portal-qualifica>`,
  tentativa: String(tentativa),
  reserva: `${new Date(de * 1000).toISOString()} ${new Date(ate * 1000).toISOString()}`,
  recebidaEm: new Date(chegou * 1000).toISOString(),
});

describe('contarEntregas', () => {
  it('uma cópia por mensagem: nada repetido nem reenviado', () => {
    const { recebidas, repetidas, reenviadas } = contarEntregas([
      copia(1, 1, 0, 60, 1),
      copia(2, 3, 0, 60, 1),
    ]);
    assert.deepEqual([...recebidas], [1, 2]);
    assert.deepEqual(repetidas, []);
    assert.deepEqual(reenviadas, []);
  });

  it('entregue dentro da reserva e reservada de novo só depois dela: o reenvio depois de uma queda', () => {
    // The relay's list is in arrival order; the check orders by reservation.
    const { repetidas, reenviadas } = contarEntregas([copia(3, 2, 61, 121, 62), copia(3, 1, 0, 60, 1)]);
    assert.deepEqual(repetidas, []);
    assert.deepEqual(reenviadas, ['mensagem 3: reenviada (tentativas 1, 2)']);
  });

  it('reservas que se sobrepõem, uma entrega depois do fim da sua reserva, ou a mesma reserva: envio duplo', () => {
    const { repetidas, reenviadas } = contarEntregas([
      // The second reservation began before the first ended (the first was freed early, or its rule broken).
      copia(4, 1, 0, 60, 1),
      copia(4, 2, 30, 90, 31),
      // The first copy arrived after its reservation ended: a live process whose send outlasted it.
      copia(5, 1, 0, 60, 70),
      copia(5, 2, 61, 121, 62),
      copia(6, 1, 0, 60, 1),
      copia(6, 1, 0, 60, 2),
    ]);
    assert.deepEqual(repetidas, [
      'mensagem 4: 2 vezes (tentativas 1, 2)',
      'mensagem 5: 2 vezes (tentativas 1, 2)',
      'mensagem 6: 2 vezes (tentativas 1, 1)',
    ]);
    assert.deepEqual(reenviadas, []);
  });

  it('cópias sem os cabeçalhos do portal não têm como ser um reenvio', () => {
    const semCabecalhos = {
      messageId: '<mensagem-7@portal-qualifica>',
      recebidaEm: new Date().toISOString(),
    };
    const { repetidas } = contarEntregas([semCabecalhos, { ...semCabecalhos }]);
    assert.deepEqual(repetidas, ['mensagem 7: 2 vezes (tentativas ?, ?)']);
  });
});
