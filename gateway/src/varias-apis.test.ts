import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iniciarGatewayFilho } from './ambiente-de-teste.js';

/**
 * With several API addresses (stateless API containers, decision 0166), /v1 requests go to each in turn. The gateway
 * runs as a child process, as in gateway-rotas.test.ts (Jest cannot load the proxy's ESM-only dependencies).
 */
let apis: Server[];
let gateway: ChildProcess;
let url: string;
let pasta: string;

async function apiQueSeApresenta(nome: string): Promise<Server> {
  const api = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(`{"api":"${nome}"}`),
  );
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  return api;
}

beforeAll(async () => {
  apis = [await apiQueSeApresenta('a'), await apiQueSeApresenta('b')];
  pasta = await mkdtemp(path.join(tmpdir(), 'gateway-apis-'));
  await writeFile(path.join(pasta, 'index.html'), '<!doctype html><title>Portal</title>');
  const urls = apis.map((api) => `http://127.0.0.1:${(api.address() as { port: number }).port}`);
  const flags = [
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--api-url',
    urls.join(','),
    '--shell-dir',
    pasta,
    '--data-dir',
    pasta,
  ];
  ({ gateway, url } = await iniciarGatewayFilho(flags));
}, 60_000);

afterAll(async () => {
  gateway.kill('SIGTERM');
  await once(gateway, 'exit');
  await Promise.all(apis.map((api) => new Promise((r) => api.close(r))));
  await rm(pasta, { recursive: true, force: true });
});

it('reparte as requisições de /v1 entre as APIs, uma de cada vez', async () => {
  const respostas: string[] = [];
  for (let i = 0; i < 4; i += 1)
    respostas.push(((await (await fetch(`${url}/v1/health`)).json()) as { api: string }).api);
  expect(respostas).toEqual(['a', 'b', 'a', 'b']);
});
