import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { profundidadeDasRequisicoes, type EventoDeRede } from './profundidade.js';

const pedido = (
  url: string,
  initiator?: EventoDeRede['params']['initiator'],
  method = 'GET',
): EventoDeRede => ({
  method: 'Network.requestWillBeSent',
  params: { request: { url, method }, ...(initiator ? { initiator } : {}) },
});
const pelaPilha = (...urls: string[]) => ({
  type: 'script',
  stack: { callFrames: [{ url: urls[0]! }], parent: { callFrames: urls.slice(1).map((url) => ({ url })) } },
});

describe('profundidade serial das requisições', () => {
  it('conta o HTML como 1, o que ele pede como 2 e o que um script pede como um nível abaixo do script mais fundo da pilha', () => {
    const { maxima, maisFunda, porUrl } = profundidadeDasRequisicoes([
      pedido('http://p/home'),
      pedido('http://p/main.js', { type: 'parser', url: 'http://p/home' }),
      pedido('http://p/remoteEntry.js', { type: 'parser', url: 'http://p/home' }),
      pedido('http://p/bootstrap.js', pelaPilha('http://p/main.js')),
      pedido('http://p/remotes.json', pelaPilha('http://p/main.js', 'http://p/bootstrap.js')),
      pedido('http://p/v1/analytics', pelaPilha('http://p/bootstrap.js'), 'POST'),
    ]);
    assert.deepEqual(Object.fromEntries(porUrl), {
      'http://p/home': 1,
      'http://p/main.js': 2,
      'http://p/remoteEntry.js': 2,
      'http://p/bootstrap.js': 3,
      'http://p/remotes.json': 4,
    });
    assert.equal(maxima, 4);
    assert.equal(maisFunda, 'http://p/remotes.json');
  });
});
