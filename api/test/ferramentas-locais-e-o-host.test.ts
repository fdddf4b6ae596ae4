import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

const t = usarContextoDemo();

/**
 * Issue 27 item 9 (DNS rebinding): a page on evil.example whose name is made to resolve to 127.0.0.1 reaches the
 * mailbox and the clock from the developer's own browser, so the socket is loopback; only the Host it sends (its own
 * name) tells it apart. The dev tools answer only for localhost, 127.0.0.1 and [::1], with any port.
 */
describe('caixa postal e relógio de teste: só para os nomes do loopback no Host', () => {
  const FERRAMENTAS = [
    ['GET', '/v1/dev/mensagens'],
    ['GET', '/v1/dev/relogio'],
    ['POST', '/v1/dev/relogio'],
  ] as const;

  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST:8080',
    '127.0.0.1',
    '127.0.0.1:22000',
    '[::1]',
    '[::1]:3000',
  ])('responde com Host %s', async (host) => {
    for (const [metodo, url] of FERRAMENTAS) {
      const body = metodo === 'POST' ? { zerar: true } : undefined;
      const r = await requisitar(t.ctx.app, metodo, url, { headers: { host }, body });
      expect([url, host, r.statusCode]).toEqual([url, host, 200]);
    }
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'localhost@evil.example',
    '127.0.0.2',
    '0.0.0.0:3000',
    '[::1].evil.example',
  ])('responde 404 com Host %s, com o socket no loopback', async (host) => {
    for (const [metodo, url] of FERRAMENTAS) {
      const body = metodo === 'POST' ? { avancarMinutos: 60 } : undefined;
      const r = await requisitar(t.ctx.app, metodo, url, { headers: { host }, body });
      expect([url, host, r.statusCode]).toEqual([url, host, 404]);
    }
    const relogio = await requisitar(t.ctx.app, 'GET', '/v1/dev/relogio');
    expect(relogio.json().deslocamentoMinutos).toBe(0);
  });

  it('responde 404 quando o gateway repassa o Host de outro nome (X-Forwarded-Host)', async () => {
    const r = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', {
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example:8080' },
    });
    expect(r.statusCode).toBe(404);
    const local = await requisitar(t.ctx.app, 'GET', '/v1/dev/mensagens', {
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'localhost:8080' },
    });
    expect(local.statusCode).toBe(200);
  });
});
