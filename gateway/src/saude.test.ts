import { once } from 'node:events';
import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { iniciarGatewayFilho, type GatewayFilho } from './ambiente-de-teste.js';
import { publicarShellDeTeste } from './composicao/fixturas-de-teste.js';

/**
 * `GET /saude` checks what the gateway itself needs (the shell published in the static origin, its registry), not
 * the API.
 */
let pastaShell: string;
let pastaOrigem: string;
let filho: GatewayFilho;

beforeAll(async () => {
  pastaOrigem = await mkdtemp(path.join(tmpdir(), 'gateway-saude-'));
  // An API address where nothing listens: the gateway's health does not depend on it.
  filho = await iniciarGatewayFilho([
    ...['--port', '0', '--host', '127.0.0.1', '--api-url', 'http://127.0.0.1:9'],
    ...['--data-dir', pastaOrigem],
  ]);
}, 60_000);

afterAll(async () => {
  filho.gateway.kill('SIGTERM');
  await once(filho.gateway, 'exit');
  await rm(pastaOrigem, { recursive: true, force: true });
});

it('responde 503 enquanto nenhum shell foi publicado na origem, e 200 quando um é', async () => {
  const antes = await fetch(`${filho.url}/saude`);
  expect(antes.status).toBe(503);
  expect(((await antes.json()) as { errors: string[] }).errors[0]).toContain('shell.json');
  pastaShell = await publicarShellDeTeste(pastaOrigem, 'v1');
  expect((await fetch(`${filho.url}/saude`)).status).toBe(200);
});

it('responde 200 sem cache com o shell legível, mesmo sem API e sem nenhum remoto publicado', async () => {
  const resposta = await fetch(`${filho.url}/saude`);
  expect(resposta.status).toBe(200);
  expect(resposta.headers.get('cache-control')).toBe('no-store');
  expect(await resposta.json()).toEqual({ status: 'ok' });
});

it('responde 503 quando o registro da origem estática está corrompido, e volta a 200 quando é corrigido', async () => {
  await writeFile(path.join(pastaOrigem, 'remotes.json'), '{"remotes":');
  const quebrada = await fetch(`${filho.url}/saude`);
  expect(quebrada.status).toBe(503);
  const corpo = (await quebrada.json()) as { message: string; errors: string[] };
  expect(corpo.message).toBe('O servidor do portal não consegue servir as páginas.');
  expect(corpo.errors[0]).toContain('remotes.json');
  await writeFile(path.join(pastaOrigem, 'remotes.json'), '{"remotes":{}}');
  expect((await fetch(`${filho.url}/saude`)).status).toBe(200);
});

it('responde 503 quando o index.html do shell sumiu', async () => {
  await unlink(path.join(pastaShell, 'index.html'));
  const resposta = await fetch(`${filho.url}/saude`);
  expect(resposta.status).toBe(503);
  expect(((await resposta.json()) as { errors: string[] }).errors[0]).toContain('index.html');
  await writeFile(path.join(pastaShell, 'index.html'), '<!doctype html><title>Portal</title>');
  expect((await fetch(`${filho.url}/saude`)).status).toBe(200);
});
