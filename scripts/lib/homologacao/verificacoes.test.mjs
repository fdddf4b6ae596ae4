import assert from 'node:assert/strict';
import { once } from 'node:events';
import http from 'node:http';
import { describe, it } from 'node:test';
import { conferirBordaConfiavel, contarEntregas } from './verificacoes.mjs';

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

describe('conferirBordaConfiavel', () => {
  const enderecos = { confiavel: '127.0.0.1', estranho: '127.0.0.9' };

  /**
   * The check's problems against a portal whose per-address limit (120 a minute, as the page view's) counts each
   * request to the address `quem` names from the connecting address and the X-Forwarded-For; `status` answers the
   * page view.
   */
  async function conferirNoPortal(quem, status = 202) {
    const contagens = new Map();
    const servidor = http.createServer((pedido, resposta) => {
      pedido.resume();
      if (pedido.url === '/v1/health') {
        resposta.writeHead(200, { 'set-cookie': 'XSRF-TOKEN=abc; Path=/' }).end('{}');
        return;
      }
      const chave = quem(pedido.socket.remoteAddress, pedido.headers['x-forwarded-for']);
      contagens.set(chave, (contagens.get(chave) ?? 0) + 1);
      resposta.writeHead(status, { 'x-ratelimit-remaining': String(120 - contagens.get(chave)) }).end();
    });
    servidor.listen(0, '127.0.0.1');
    await once(servidor, 'listening');
    try {
      return await conferirBordaConfiavel(`http://127.0.0.1:${servidor.address().port}`, enderecos);
    } finally {
      servidor.close();
    }
  }

  it('passa quando só a borda diz quem é o cidadão', async () => {
    const realip = (de, encaminhado) => (de === '127.0.0.1' ? encaminhado : de);
    assert.deepEqual(await conferirNoPortal(realip), []);
  });

  it('falha quando o X-Forwarded-For de fora da borda vale', async () => {
    assert.deepEqual(await conferirNoPortal((_de, encaminhado) => encaminhado), [
      'de 127.0.0.9, fora da borda confiável, um X-Forwarded-For forjado valeu como endereço do cidadão ' +
        '(restantes 119 e 119; esperado o segundo um a menos)',
    ]);
  });

  it('falha quando nem a borda diz quem é o cidadão', async () => {
    assert.deepEqual(await conferirNoPortal((de) => de), [
      'de 127.0.0.1, na borda confiável, o endereço encaminhado não foi o do cidadão ' +
        '(restantes 119, 118, 117; esperados n, n − 1, n)',
    ]);
  });

  it('um pedido que falha é um problema dito, não uma exceção', async () => {
    assert.deepEqual(await conferirNoPortal((de) => de, 500), [
      'a conferência não terminou: a sonda da borda recebeu 500',
    ]);
    assert.deepEqual(await conferirBordaConfiavel('http://127.0.0.1:9', enderecos), [
      'a conferência não terminou: fetch failed',
    ]);
  });
});
