import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { bancoDescartavel, CONFIG_DE_TESTE } from '../src/testes/contexto.js';

/**
 * `staging:test` stops both APIs mid-surge, and a citizen asking for a new password got Fastify's bare 503 (no
 * Retry-After, so the portal's client cannot know it may send it again): nginx had sent it, on a kept-alive
 * connection, to an API already closing. A process on its way down answers as the load shedding does: 503 with
 * Retry-After, in the portal's shape, and closes the connection (decision 0213).
 */
let banco: Awaited<ReturnType<typeof bancoDescartavel>>;
let app: FastifyInstance;
let liberarLenta: () => void = () => undefined;
let lentaComecou: Promise<void>;

beforeAll(async () => {
  banco = await bancoDescartavel();
  app = await buildApp({
    db: banco.db,
    logger: false,
    config: CONFIG_DE_TESTE,
  });
  // A request still being answered when the close begins: it keeps the connection busy, as nginx's kept-alive
  // upstream connections are.
  let avisar: () => void = () => undefined;
  lentaComecou = new Promise((resolve) => (avisar = resolve));
  app.get('/teste/lenta', async () => {
    avisar();
    await new Promise<void>((resolve) => (liberarLenta = resolve));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  liberarLenta();
  await banco?.descartar();
});

it('uma requisição que chega a um processo que está encerrando recebe 503 com Retry-After, nunca o 503 sem ele', async () => {
  const { port } = app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let recebido = '';
  socket.on('data', (parte) => (recebido += parte.toString()));
  const terminou = new Promise((resolve) => socket.on('close', resolve));
  socket.write('GET /teste/lenta HTTP/1.1\r\nHost: api\r\n\r\n');
  await lentaComecou;
  const fechando = app.close();
  // The next request of the balancer on the same kept-alive connection, once the close has begun.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const corpo = '{"login":"maria.silva@exemplo.com.br"}';
  socket.write(
    'POST /v1/usuario/password/reset/email?origem=1 HTTP/1.1\r\nHost: api\r\n' +
      'cookie: XSRF-TOKEN=t\r\nx-xsrf-token: t\r\ncontent-type: application/json\r\n' +
      `content-length: ${corpo.length}\r\n\r\n${corpo}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  liberarLenta();
  // The deadline is cleared once the socket closes: left pending, it outlives the file and holds the Jest worker.
  let prazo: NodeJS.Timeout | undefined;
  await Promise.race([terminou, new Promise((resolve) => (prazo = setTimeout(resolve, 5000)))]);
  clearTimeout(prazo);
  socket.destroy();
  await fechando;

  const respostas = recebido.split(/(?=HTTP\/1\.1 )/);
  expect(respostas).toHaveLength(2);
  expect(respostas[0]).toMatch(/^HTTP\/1\.1 200/);
  expect(respostas[1]).toMatch(/^HTTP\/1\.1 503/);
  expect(respostas[1]).toMatch(/\r\nretry-after: \d+\r\n/i);
  expect(respostas[1]).toContain('Serviço temporariamente indisponível');
});
