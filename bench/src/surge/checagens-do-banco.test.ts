import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS_CONTADOS_COMO_ATIVOS, STATUS_QUE_OCUPAM_VAGA } from './checagens-do-banco.js';

// A full class answers 201 with the waiting list (6): that candidate has an active enrolment, without a seat.
test('a lista de espera conta como inscrição ativa e não ocupa vaga', () => {
  assert.ok(STATUS_CONTADOS_COMO_ATIVOS.includes(6));
  assert.ok(!STATUS_QUE_OCUPAM_VAGA.includes(6));
});

test('a vaga é contada como a API conta (1, 3 e 4): concluída (5), cancelada (2) e expirada (7) não ocupam', () => {
  assert.deepEqual([...STATUS_QUE_OCUPAM_VAGA].sort(), [1, 3, 4]);
  for (const liberada of [2, 7]) assert.ok(!STATUS_CONTADOS_COMO_ATIVOS.includes(liberada));
});
