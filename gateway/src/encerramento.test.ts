import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iniciarGatewayFilho, linhasDeLog } from './ambiente-de-teste.js';
import { publicarShellDeTeste } from './composicao/fixturas-de-teste.js';

/**
 * SIGTERM: the gateway stops taking connections, lets the requests in flight finish, and exits 0; a request still
 * running when `--prazo-de-encerramento` runs out is cut and the gateway exits 1, instead of holding a deploy.
 */
let api: Server;
let pasta: string;
let urlApi: string;

beforeAll(async () => {
  // /v1/lenta answers after 1.5 s; /v1/presa never does.
  api = createServer((req, res) => {
    if (req.url === '/v1/lenta') setTimeout(() => res.writeHead(200).end('{"fim":true}'), 1500);
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  urlApi = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  pasta = await mkdtemp(path.join(tmpdir(), 'gateway-encerramento-'));
  await publicarShellDeTeste(pasta, 'v1');
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((r) => api.close(r));
  await rm(pasta, { recursive: true, force: true });
});

const flags = (prazo: string) => [
  ...['--port', '0', '--host', '127.0.0.1', '--api-url', urlApi, '--prazo-de-encerramento', prazo],
  ...['--data-dir', pasta],
];

it('termina a requisição em andamento, recusa conexões novas e sai com 0', async () => {
  const { gateway, url, linhas } = await iniciarGatewayFilho(flags('10'));
  const emAndamento = fetch(`${url}/v1/lenta`);
  await new Promise((r) => setTimeout(r, 300));
  const saida = once(gateway, 'exit');
  gateway.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 200));
  await expect(fetch(`${url}/saude`, { headers: { connection: 'close' } })).rejects.toThrow();
  const resposta = await emAndamento;
  expect(resposta.status).toBe(200);
  expect(await resposta.json()).toEqual({ fim: true });
  expect(await saida).toEqual([0, null]);
  expect(linhasDeLog(linhas).some((l) => l.msg === 'encerrado')).toBe(true);
}, 30_000);

it('corta o que passou do prazo e sai com 1, sem esperar a API presa', async () => {
  const { gateway, url } = await iniciarGatewayFilho(flags('1'));
  const presa = fetch(`${url}/v1/presa`).then(
    () => 'respondida',
    () => 'cortada',
  );
  await new Promise((r) => setTimeout(r, 300));
  const inicio = Date.now();
  const saida = once(gateway, 'exit');
  gateway.kill('SIGTERM');
  expect(await saida).toEqual([1, null]);
  expect(Date.now() - inicio).toBeLessThan(5000);
  expect(await presa).toBe('cortada');
}, 30_000);
