import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { visitarSemInspetor } from './sem-inspetor.js';

/**
 * A page whose own script records what it found when it ran, and which, at its load, downloads 60 KB and asks for an
 * answer that takes 4 s: longer than the 3 s the visit waits once the page's network is quiet. Both go at once: asked
 * one after the other, the second waited on the page's script, and on a loaded machine that took more than the 500 ms
 * of quiet the visit allows, so the test read the page before the slow answer had been asked for.
 */
const PAGINA = `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body><p>Olá</p>
<script>
  window.__achado = { medidas: typeof window.__medidas, antes: window.__antes, largura: innerWidth };
  addEventListener('load', () => { fetch('/grande'); fetch('/lento'); });
</script></body></html>`;

describe('visitarSemInspetor', () => {
  let servidor: ReturnType<typeof createServer>;
  let base = '';
  before(async () => {
    servidor = createServer((pedido, resposta) => {
      if (pedido.url === '/')
        return resposta.setHeader('content-type', 'text/html; charset=utf-8').end(PAGINA);
      if (pedido.url === '/grande') return resposta.end('x'.repeat(60_000));
      if (pedido.url === '/simples') return resposta.setHeader('content-type', 'text/html').end('<p>Olá</p>');
      if (pedido.url === '/lento') return void setTimeout(() => resposta.end('ok'), 4_000);
      resposta.statusCode = 404;
      resposta.end();
    });
    await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
    base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  });
  after(() => servidor.close());

  for (const redePorProxy of [false, true])
    it(`roda o script pedido antes dos da página, no celular e na rede do preset${redePorProxy ? ' (pelo proxy)' : ''}, e lê a página quieta`, async () => {
      const lido = await visitarSemInspetor<{ achado: unknown; pedidos: Record<string, number> }>(
        `${base}/`,
        'window.__antes = "antes";',
        `({ achado: window.__achado, pedidos: Object.fromEntries(performance.getEntriesByType('resource')
            .map((r) => [new URL(r.name).pathname, r.duration])) })`,
        { redePorProxy },
      );
      assert.deepEqual(lido.achado, { medidas: 'object', antes: 'antes', largura: 412 });
      // 60 KB at the preset's 1.6 Mbit/s and 150 ms take about 450 ms; on loopback without the limits, a few.
      assert.ok(lido.pedidos['/grande']! >= 250, `/grande levou ${lido.pedidos['/grande']} ms`);
      // Read once no request was in flight: the 4 s answer, asked for after the load, is there.
      assert.ok('/lento' in lido.pedidos, `pedidos lidos: ${Object.keys(lido.pedidos).join(', ')}`);
    });

  it('uma página que não abre é um erro, não uma visita sem tarefas', async () => {
    const fechado = createServer();
    await new Promise<void>((pronto) => fechado.listen(0, '127.0.0.1', pronto));
    const { port } = fechado.address() as AddressInfo;
    await new Promise((fim) => fechado.close(fim));
    await assert.rejects(visitarSemInspetor(`http://127.0.0.1:${port}/`, '', '1'), /não abriu/);
  });

  it('uma leitura que falha na página é um erro com o motivo', async () => {
    await assert.rejects(
      visitarSemInspetor(`${base}/simples`, '', 'window.naoExiste.campo'),
      /A leitura da página falhou: TypeError/,
    );
  });
});
