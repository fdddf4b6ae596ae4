import type { FastifyReply, FastifyRequest } from 'fastify';
import { ehFerramentaLocal, recusarFerramentasDeFora } from './somente-loopback.js';

/** The hook needs only the URL, the TCP peer and a 404; fakes keep the test free of real non-loopback traffic. */
async function passar(url: string, remoteAddress: string, host: string | null = 'localhost:8080') {
  let status = 0;
  const reply = { callNotFound: () => (status = 404), sent: false } as unknown as FastifyReply;
  const request = {
    url,
    socket: { remoteAddress },
    headers: host === null ? {} : { host },
  } as unknown as FastifyRequest;
  await recusarFerramentasDeFora(request, reply);
  return status || 'segue';
}

describe('ferramentas locais (caixa postal) só para o loopback, no servidor do portal', () => {
  it.each([
    '/dev/caixa-postal',
    '/dev/caixa-postal?para=x',
    '/v1/dev/mensagens',
    '/V1/DEV/mensagens',
    '/v1/%64ev/mensagens',
    '//v1//dev/mensagens',
    // A malformed escape in the query once made the whole URL fail to decode, and the path was compared as typed.
    '/%64ev/caixa-postal?%ZZ',
    '/v1/%64ev/mensagens?%E0',
  ])('reconhece %s como ferramenta local', (url) => expect(ehFerramentaLocal(url)).toBe(true));

  it.each(['/v1/usuario/1', '/developer', '/remotes.json', '/home'])(
    'não confunde %s com ferramenta local',
    (url) => expect(ehFerramentaLocal(url)).toBe(false),
  );

  it('responde 404 a um navegador de outro endereço, na página e na API da caixa postal', async () => {
    expect(await passar('/dev/caixa-postal', '203.0.113.9')).toBe(404);
    expect(await passar('/v1/dev/mensagens', '203.0.113.9')).toBe(404);
    expect(await passar('/v1/DEV/mensagens', '::ffff:203.0.113.9')).toBe(404);
  });

  it('deixa passar o próprio computador (IPv4, IPv6 e IPv4 mapeado) e o resto do portal para todos', async () => {
    expect(await passar('/dev/caixa-postal', '127.0.0.1')).toBe('segue');
    expect(await passar('/v1/dev/mensagens', '::1')).toBe('segue');
    expect(await passar('/v1/dev/mensagens', '::ffff:127.0.0.1')).toBe('segue');
    expect(await passar('/v1/usuario/1', '203.0.113.9')).toBe('segue');
  });

  it.each(['localhost', 'localhost:8080', '127.0.0.1:22080', '[::1]', '[::1]:8080'])(
    'deixa passar o Host %s (com qualquer porta)',
    async (host) => {
      expect(await passar('/dev/caixa-postal', '127.0.0.1', host)).toBe('segue');
      expect(await passar('/v1/dev/relogio', '::1', host)).toBe('segue');
    },
  );

  it.each([
    'evil.example',
    'evil.example:8080',
    'localhost.evil.example',
    '127.0.0.1.nip.io:8080',
    '127.0.0.2',
    '0.0.0.0',
    '',
    null,
  ])('responde 404 ao Host %s com o socket no loopback: DNS rebinding (issue 27 item 9)', async (host) => {
    expect(await passar('/dev/caixa-postal', '127.0.0.1', host)).toBe(404);
    expect(await passar('/v1/dev/mensagens', '127.0.0.1', host)).toBe(404);
    expect(await passar('/v1/dev/relogio', '::1', host)).toBe(404);
    // The rest of the portal answers any name (a real domain in production).
    expect(await passar('/v1/usuario/1', '127.0.0.1', host)).toBe('segue');
  });
});
