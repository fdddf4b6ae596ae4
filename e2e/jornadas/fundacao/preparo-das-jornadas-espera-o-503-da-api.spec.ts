/**
 * The journeys prepare their data through the real API. When the API sheds load (503 + Retry-After, decision 0165),
 * the preparation waits and asks again, as the portal does, instead of failing a journey that is about something else.
 * A server on loopback plays the busy API so the behaviour is seen every time, not only on a loaded machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../testes/jornada';
import { comCalma } from '../../testes/com-calma';

let servidor: Server;
let pedidos = 0;

test.beforeAll(async () => {
  servidor = createServer((_pedido, resposta) => {
    pedidos += 1;
    if (pedidos <= 2) resposta.writeHead(503, { 'Retry-After': '1' }).end('{"message":"Muitos acessos"}');
    else resposta.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":1}');
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
});

test.afterAll(() => new Promise<void>((pronto) => servidor.close(() => pronto())));

test('o preparo espera o Retry-After do 503 e pede de novo até a API aceitar', async ({ request }) => {
  const { port } = servidor.address() as AddressInfo;
  const inicio = Date.now();

  const resposta = await comCalma(request).post(`http://127.0.0.1:${port}/v1/qualquer`, { data: {} });

  expect(resposta.status()).toBe(201);
  expect(pedidos).toBe(3);
  expect(Date.now() - inicio).toBeGreaterThanOrEqual(2_000);
});
