import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iniciarGatewayFilho, linhasDeLog, type GatewayFilho } from './ambiente-de-teste.js';
import { publicarShellDeTeste } from './composicao/fixturas-de-teste.js';

/**
 * One JSON line per request (pino), one request id from the edge (or made here) to the API and back to the browser.
 * Two gateways: one behind a trusted edge on loopback (`--trust-proxy loopback`), one that is the edge itself.
 */
let api: Server;
const recebidosPelaApi: IncomingHttpHeaders[] = [];
let pasta: string;
let daBorda: GatewayFilho;
let semBorda: GatewayFilho;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function iniciar(extras: string[]): Promise<GatewayFilho> {
  const urlApi = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  return iniciarGatewayFilho([
    ...['--port', '0', '--host', '127.0.0.1', '--api-url', urlApi],
    ...['--data-dir', pasta, ...extras],
  ]);
}

/** pino writes asynchronously: the line may land a moment after the answer. */
async function linhaDaRequisicao(gateway: GatewayFilho, id: string) {
  for (let tentativa = 0; tentativa < 50; tentativa += 1) {
    const linhas = linhasDeLog(gateway.linhas).filter((l) => l.reqId === id);
    if (linhas.length > 0) return linhas;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

beforeAll(async () => {
  api = createServer((req, res) => {
    recebidosPelaApi.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  pasta = await mkdtemp(path.join(tmpdir(), 'gateway-log-'));
  await publicarShellDeTeste(pasta, 'v1');
  [daBorda, semBorda] = await Promise.all([iniciar(['--trust-proxy', 'loopback']), iniciar([])]);
}, 60_000);

afterAll(async () => {
  for (const { gateway } of [daBorda, semBorda]) {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
  }
  await new Promise((r) => api.close(r));
  await rm(pasta, { recursive: true, force: true });
});

it('escreve uma linha JSON por requisição: método, caminho sem a query, status, tempo e id', async () => {
  const resposta = await fetch(`${semBorda.url}/v1/health?token=segredo-de-uso-unico`);
  const id = resposta.headers.get('x-request-id')!;
  expect(id).toMatch(UUID);
  const linhas = await linhaDaRequisicao(semBorda, id);
  expect(linhas).toHaveLength(1);
  expect(linhas[0]).toMatchObject({ level: 30, method: 'GET', path: '/v1/health', status: 200 });
  expect(typeof linhas[0]!.ms).toBe('number');
  expect(semBorda.linhas.join('\n')).not.toContain('segredo-de-uso-unico');
});

it('também registra o que não vai à API (404 de um arquivo estático)', async () => {
  const resposta = await fetch(`${semBorda.url}/nao-existe.0123456789.js`);
  expect(resposta.status).toBe(404);
  const [linha] = await linhaDaRequisicao(semBorda, resposta.headers.get('x-request-id')!);
  expect(linha).toMatchObject({ method: 'GET', path: '/nao-existe.0123456789.js', status: 404 });
});

it('repassa à API o mesmo id que devolve ao navegador', async () => {
  const resposta = await fetch(`${semBorda.url}/v1/health`);
  const id = resposta.headers.get('x-request-id');
  expect(recebidosPelaApi.at(-1)!['x-request-id']).toBe(id);
});

it('mantém o id enviado pela borda confiável, e o passa à API e ao log', async () => {
  const id = 'nginx-0123456789abcdef';
  const resposta = await fetch(`${daBorda.url}/v1/health`, { headers: { 'x-request-id': id } });
  expect(resposta.headers.get('x-request-id')).toBe(id);
  expect(recebidosPelaApi.at(-1)!['x-request-id']).toBe(id);
  expect(await linhaDaRequisicao(daBorda, id)).toHaveLength(1);
});

it('troca por um novo o id da borda que não parece um id (nada de marcação no log)', async () => {
  const resposta = await fetch(`${daBorda.url}/v1/health`, {
    headers: { 'x-request-id': '<script>x</script>' },
  });
  expect(resposta.headers.get('x-request-id')).toMatch(UUID);
});

it('ignora o id de quem não é a borda: um cliente não escolhe o próprio id', async () => {
  const resposta = await fetch(`${semBorda.url}/v1/health`, {
    headers: { 'x-request-id': 'escolhido-pelo-cliente' },
  });
  const id = resposta.headers.get('x-request-id');
  expect(id).toMatch(UUID);
  expect(recebidosPelaApi.at(-1)!['x-request-id']).toBe(id);
});

it('passa à API o endereço do cidadão dito pela borda confiável, e o do socket quando não há borda', async () => {
  const cabecalhos = { 'x-forwarded-for': '203.0.113.7' };
  await fetch(`${daBorda.url}/v1/health`, { headers: cabecalhos });
  expect(recebidosPelaApi.at(-1)!['x-forwarded-for']).toBe('203.0.113.7');
  await fetch(`${semBorda.url}/v1/health`, { headers: cabecalhos });
  expect(recebidosPelaApi.at(-1)!['x-forwarded-for']).toBe('127.0.0.1');
});
