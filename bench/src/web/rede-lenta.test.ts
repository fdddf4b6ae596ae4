import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { agendador } from './rede-lenta.js';

describe('agendador', () => {
  it('atrasa cada pedaço, mantém a ordem e limita a vazão', () => {
    let agora = 1000;
    const quando = agendador(75, 200, { agora: () => agora });
    assert.equal(quando(0), 1075); // only the delay
    assert.equal(quando(2000), 1085); // 2000 bytes at 200 bytes/ms take 10 ms
    agora = 1001;
    assert.equal(quando(200), 1086); // queued behind the previous chunk
    agora = 2000;
    assert.equal(quando(0), 2075);
  });

  it('não deixa sair nada antes de naoAntesDe (o aperto de mão de uma conexão nova)', () => {
    const quando = agendador(75, 0, { naoAntesDe: 1225, agora: () => 1000 });
    assert.equal(quando(100), 1225);
  });
});
