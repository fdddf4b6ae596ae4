import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { visitarSemInspetor } from './sem-inspetor.js';

/** A page whose own script records what it found when it ran, and which asks for one more file after it loads. */
const PAGINA = `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body><p>Olá</p>
<script>
  window.__achado = { medidas: typeof window.__medidas, antes: window.__antes, largura: innerWidth };
  addEventListener('load', () => setTimeout(() => fetch('/depois.txt'), 200));
</script></body></html>`;

describe('visitarSemInspetor', () => {
  let servidor: ReturnType<typeof createServer>;
  let base = '';
  before(async () => {
    servidor = createServer((pedido, resposta) => {
      resposta.setHeader('content-type', pedido.url === '/' ? 'text/html; charset=utf-8' : 'text/plain');
      resposta.end(pedido.url === '/' ? PAGINA : 'ok');
    });
    await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
    base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  });
  after(() => servidor.close());

  it('roda as medidas e o script pedido antes dos da página, num celular do preset, e lê a página quieta', async () => {
    const lido = await visitarSemInspetor<{ achado: unknown; pedidos: string[]; fcp: number }>(
      `${base}/`,
      'window.__antes = "antes";',
      `({ achado: window.__achado, fcp: window.__medidas.fcp,
          pedidos: performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname) })`,
    );
    assert.deepEqual(lido.achado, { medidas: 'object', antes: 'antes', largura: 412 });
    assert.ok(lido.fcp > 0, 'a primeira pintura foi medida');
    // Read once the downloads had stopped: the file asked for after the load is there.
    assert.ok(lido.pedidos.includes('/depois.txt'), `pedidos lidos: ${lido.pedidos.join(', ')}`);
  });
});
