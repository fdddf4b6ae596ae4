import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Mensagem } from '@portal/contracts';
import { iniciarGatewayFilho } from './ambiente-de-teste.js';
import { publicarShellDeTeste } from './composicao/fixturas-de-teste.js';

/**
 * An API that cannot be reached is a 503 with Retry-After and the portal's {message, errors[]}, which the portal's
 * client retries (decision 0165), never the proxy's bare 500 (a 5xx other than that 503 is always a bug). The gateway
 * runs as a child process, as in gateway-rotas.test.ts.
 */
let gateway: ChildProcess;
let url: string;
let pasta: string;

/** A loopback port nobody listens on: taken, then freed. */
async function portaFechada(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
  const { port } = servidor.address() as { port: number };
  await new Promise((r) => servidor.close(r));
  return port;
}

beforeAll(async () => {
  pasta = await mkdtemp(path.join(tmpdir(), 'gateway-api-fora-'));
  await publicarShellDeTeste(pasta, 'v1');
  const flags = ['--port', '0', '--host', '127.0.0.1', '--data-dir', pasta];
  flags.push('--api-url', `http://127.0.0.1:${await portaFechada()}`);
  ({ gateway, url } = await iniciarGatewayFilho(flags));
}, 60_000);

afterAll(async () => {
  gateway.kill('SIGTERM');
  await once(gateway, 'exit');
  await rm(pasta, { recursive: true, force: true });
});

it('API fora do ar: 503 com Retry-After e a mensagem do portal, não um 500', async () => {
  const resposta = await fetch(`${url}/v1/programas`);
  expect(resposta.status).toBe(503);
  expect(Number(resposta.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(resposta.headers.get('cache-control')).toBe('no-store');
  expect(await resposta.json()).toEqual({
    message: Mensagem.servicoIndisponivel,
    errors: [Mensagem.servicoIndisponivel],
  });
});

it('um POST que não chegou à API também é 503: nada foi feito, o cliente pode repetir', async () => {
  const resposta = await fetch(`${url}/v1/usuario/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(resposta.status).toBe(503);
  expect(resposta.headers.get('retry-after')).toBe('2');
});
