import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STATUS_CONTADOS_COMO_ATIVOS, STATUS_QUE_OCUPAM_VAGA } from './checagens-do-banco.js';

// A full class answers 201 with the waiting list (6): that candidate has an active enrolment, without a seat.
test('a lista de espera conta como inscrição ativa e não ocupa vaga', () => {
  assert.ok(STATUS_CONTADOS_COMO_ATIVOS.includes(6));
  assert.ok(!STATUS_QUE_OCUPAM_VAGA.includes(6));
});

test('quem concluiu o curso (5) segue ocupando a vaga; cancelada (2) e expirada (7) não', () => {
  assert.ok(STATUS_QUE_OCUPAM_VAGA.includes(5));
  for (const liberada of [2, 7]) {
    assert.ok(!STATUS_QUE_OCUPAM_VAGA.includes(liberada));
    assert.ok(!STATUS_CONTADOS_COMO_ATIVOS.includes(liberada));
  }
});
