import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connect, createServer, type AddressInfo } from 'node:net';
import { abrirRedeLenta, agendador } from './rede-lenta.js';

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

describe('abrirRedeLenta', () => {
  it('entrega os bytes na ordem em que vieram, mesmo muitos pedaços pequenos seguidos', async () => {
    // Many writes in a burst: each one a chunk whose time to leave can fall on the same millisecond as its
    // neighbour's. A timer per chunk let two of those swap (an HTTP answer arrived scrambled: ERR_INVALID_HTTP_RESPONSE).
    const pedacos = Array.from({ length: 400 }, (_, i) => `${String(i).padStart(4, '0')};`);
    const servidor = createServer((conexao) => {
      conexao.setNoDelay(true);
      const escrever = (i: number): void => {
        if (i === pedacos.length) return void conexao.end();
        conexao.write(pedacos[i]!);
        setImmediate(() => escrever(i + 1));
      };
      escrever(0);
    });
    await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
    const rede = await abrirRedeLenta((servidor.address() as AddressInfo).port);
    try {
      const recebido = await new Promise<string>((pronto, falhar) => {
        let texto = '';
        const cliente = connect(rede.porta, '127.0.0.1');
        cliente.on('data', (dado) => (texto += dado.toString()));
        cliente.on('end', () => pronto(texto));
        cliente.on('error', falhar);
      });
      assert.equal(recebido, pedacos.join(''));
    } finally {
      await rede.parar();
      await new Promise((parado) => servidor.close(parado));
    }
  });

  it('só fica quieta quando nenhum pedido espera resposta e nada se moveu pelo tempo pedido', async () => {
    // The portal answers 1 s after it is asked: meanwhile no byte moves, yet the network is not quiet.
    const servidor = createServer((conexao) =>
      conexao.once('data', () => setTimeout(() => conexao.end('resposta'), 1_000)),
    );
    await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
    const rede = await abrirRedeLenta((servidor.address() as AddressInfo).port);
    const esperar = (ms: number) => new Promise((continuar) => setTimeout(continuar, ms));
    try {
      await esperar(250);
      assert.ok(rede.quieta(200), 'sem conexão, quieta');
      const cliente = connect(rede.porta, '127.0.0.1');
      const fim = new Promise((pronto) => cliente.resume().on('close', pronto));
      cliente.write('pedido');
      await esperar(800);
      assert.equal(rede.quieta(200), false, 'o pedido espera a resposta');
      await fim;
      assert.equal(rede.quieta(200), false, 'a resposta acabou de passar');
      // The browser's end of the connection still takes half an RTT to reach the portal.
      await esperar(600);
      assert.ok(rede.quieta(200), 'respondido, e nada mais se moveu');
    } finally {
      await rede.parar();
      await new Promise((parado) => servidor.close(parado));
    }
  });
});
