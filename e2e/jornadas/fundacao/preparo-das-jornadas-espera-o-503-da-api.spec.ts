/**
 * The journeys prepare their data through the real API. When the API sheds load (503 + Retry-After, decision 0165),
 * the preparation waits and asks again, as the portal does, instead of failing a journey that is about something else.
 * The journeys' own `request` does it, so no helper or spec can forget to (decision 1596). A server on loopback plays
 * the busy API so the behaviour is seen every time, not only on a loaded machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../testes/jornada';
import { comCalma } from '../../testes/com-calma';

let servidor: Server;
let pedidos = 0;
let recusas = 0;

test.beforeAll(async () => {
  servidor = createServer((_pedido, resposta) => {
    pedidos += 1;
    if (pedidos <= recusas)
      resposta.writeHead(503, { 'Retry-After': '1' }).end('{"message":"Muitos acessos"}');
    else resposta.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":1}');
  });
  await new Promise<void>((pronto) => servidor.listen(0, '127.0.0.1', pronto));
});

test.beforeEach(() => {
  pedidos = 0;
});

test.afterAll(() => new Promise<void>((pronto) => servidor.close(() => pronto())));

const endereco = () => `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/v1/qualquer`;

test('o request das jornadas espera o Retry-After do 503 e pede de novo até a API aceitar', async ({
  request,
}) => {
  recusas = 2;
  const inicio = Date.now();

  const resposta = await request.fetch(endereco(), { method: 'POST', data: {} });

  expect(resposta.status()).toBe(201);
  expect(pedidos).toBe(3);
  expect(Date.now() - inicio).toBeGreaterThanOrEqual(2_000);
});

test('um apoio que acalma de novo o request das jornadas não multiplica as tentativas', async ({
  request,
}) => {
  recusas = Infinity;

  const resposta = await comCalma(comCalma(request)).post(endereco(), { data: {} });

  expect(resposta.status()).toBe(503);
  expect(pedidos).toBe(6);
});
