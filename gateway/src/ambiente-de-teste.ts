/**
 * Real folders and real servers for the gateway tests: temp directories, ephemeral ports, and the gateway's own
 * command line in a child process (as scripts/start.mjs runs it). In-process would not work: @fastify/static
 * requires an ESM-only package, which Node 20 allows but Jest's module loader does not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { get as httpGet } from 'node:http';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { caminhoCom, dev, saude, conta } from '@portal/contracts';
import {
  escreverBuildDoShell,
  publicarShellDeTeste,
  publicarVersaoDoRemoto,
} from './composicao/fixturas-de-teste.js';
import { TAG_DO_CONFIG } from './config-do-portal.js';

export const CHUNK_COM_HASH = 'main.0123456789.js';
/** The shell version the environment starts with (a folder under the origin's shell/). */
export const VERSAO_DO_SHELL = '20260101T000000.000Z-aaaaaaaa';
export const CHUNK_PRE_COMPRIMIDO = 'bootstrap.0123456789.js';
export const CONTEUDO_PRE_COMPRIMIDO = `console.log("${'pre '.repeat(400)}");`;
export const SCRIPT_EMBUTIDO = "document.body.classList.add('dark');";
export const CORPO_DO_SHELL = `<body><script>${SCRIPT_EMBUTIDO}</script><div id="root"></div></body></html>`;
/** Like the shell's index.html: the run-time configuration is asked for in the head. */
export const HTML_DO_SHELL = `<!doctype html><html lang="pt-BR"><head>${TAG_DO_CONFIG}</head>${CORPO_DO_SHELL}`;

/** A remote's hidden source map, beside its chunk as the build leaves it. */
export const MAPA_DO_REMOTO = '{"version":3,"sources":["src/segredo-do-remoto.ts"]}';

export interface Ambiente {
  gateway: ChildProcess;
  api: FastifyInstance;
  url: string;
  pastaDados: string;
  /** The live shell version's folder in the origin, where a test changes a file of the live build. */
  pastaShell: string;
  /** fetch adds `Cache-Control: no-cache` to conditional requests unless told otherwise; a browser reload sends max-age=0. */
  pedir(caminho: string, headers?: Record<string, string>): Promise<Response>;
  publicarRegistro(conteudo: object): Promise<void>;
  /** A GET with the Host header a browser on another name would send (fetch does not let a test set it). */
  pedirComHost(caminho: string, host: string): Promise<{ status: number; corpo: string }>;
  encerrar(): Promise<void>;
}

/** A stand-in for the product API: answers the way the real one does for an expired token. */
async function iniciarApiFalsa(): Promise<FastifyInstance> {
  const api = Fastify();
  api.get(saude.health.caminho, async () => ({ status: 'ok' }));
  api.get(dev.mensagens.caminho, async () => [
    {
      id: 1,
      para: 'ana@exemplo.com.br',
      assunto: 'Confirme seu e-mail',
      corpo: 'Olá',
      link: null,
      tipo: 'CONFIRMACAO_EMAIL',
      criadoEm: '2026-01-01T00:00:00Z',
    },
  ]);
  api.get(caminhoCom(conta.porId.caminho, { id: 1 }), async (request, reply) => {
    reply.header('Token-Expired', 'true').header('Set-Cookie', 'XSRF-TOKEN=abc; Path=/; SameSite=Strict');
    const { cookie = null, 'x-forwarded-for': encaminhadoPor = null } = request.headers;
    return reply.code(401).send({ message: 'Sua sessão expirou.', errors: [], cookie, encaminhadoPor });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

/** The shell build of these tests: boot files, an inline script, a hashed chunk, a pre-compressed one, a map. */
async function escreverShellDeTeste(pastaShell: string) {
  await escreverBuildDoShell(pastaShell);
  await writeFile(path.join(pastaShell, 'index.html'), HTML_DO_SHELL);
  await writeFile(path.join(pastaShell, CHUNK_COM_HASH), `console.log("${'shell '.repeat(400)}");`);
  // Compressed at build time (tooling's PreComprimirPlugin), beside its source: served as is to a browser taking br.
  await writeFile(path.join(pastaShell, CHUNK_PRE_COMPRIMIDO), CONTEUDO_PRE_COMPRIMIDO);
  await writeFile(
    path.join(pastaShell, `${CHUNK_PRE_COMPRIMIDO}.br`),
    brotliCompressSync(CONTEUDO_PRE_COMPRIMIDO),
  );
  await writeFile(
    path.join(pastaShell, `${CHUNK_COM_HASH}.map`),
    '{"version":3,"sources":["src/segredo.ts"]}',
  );
}

/** The static origin the gateway reads: the shell published in it (decision 0209), one remote version. */
async function criarPastas(raiz: string) {
  const pastaDados = path.join(raiz, 'dados');
  const pastaShell = await publicarShellDeTeste(pastaDados, VERSAO_DO_SHELL, escreverShellDeTeste);
  const pastaDoRemoto = await publicarVersaoDoRemoto(pastaDados, 'mfe_programas', 'v1');
  await writeFile(path.join(pastaDoRemoto, 'a.js'), 'console.log("a");');
  await writeFile(path.join(pastaDoRemoto, 'a.js.map'), MAPA_DO_REMOTO);
  return { pastaShell, pastaDados };
}

export interface GatewayFilho {
  gateway: ChildProcess;
  url: string;
  /** Every line the gateway wrote to stdout so far (its JSON log lines among them). */
  linhas: string[];
}

/** The compiled server (dist/main.js, built by Jest's globalSetup), as production runs it: no tsx. */
export const MAIN_COMPILADO = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export async function iniciarGatewayFilho(flags: string[]): Promise<GatewayFilho> {
  const gateway = spawn(process.execPath, ['--enable-source-maps', MAIN_COMPILADO, ...flags], {
    cwd: path.resolve(path.dirname(MAIN_COMPILADO), '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Read to the end, not only up to the URL: an unread pipe fills up and blocks the gateway's log writes.
  const linhas: string[] = [];
  const leitor = createInterface({ input: gateway.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    leitor.on('line', (linha) => {
      linhas.push(linha);
      const anunciada = /^GATEWAY_URL=(\S+)/.exec(linha)?.[1];
      if (anunciada) resolve(anunciada);
    });
    gateway.once('exit', (codigo) =>
      reject(new Error(`O gateway terminou (${codigo}) sem anunciar o endereço: ${linhas.join('\n')}`)),
    );
  });
  return { gateway, url, linhas };
}

/** The JSON log lines (pino) among the gateway's output. */
export function linhasDeLog(linhas: string[]): Record<string, unknown>[] {
  return linhas.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
}

export async function iniciarAmbiente(): Promise<Ambiente> {
  const raiz = await mkdtemp(path.join(tmpdir(), 'gateway-'));
  const pastas = await criarPastas(raiz);
  const api = await iniciarApiFalsa();
  const urlApi = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  const { gateway, url } = await iniciarGatewayFilho([
    ...['--port', '0', '--host', '127.0.0.1', '--api-url', urlApi],
    ...['--data-dir', pastas.pastaDados, '--caixa-postal'],
  ]);
  return {
    gateway,
    api,
    url,
    pastaDados: pastas.pastaDados,
    pastaShell: pastas.pastaShell,
    pedir: (caminho, headers = {}) =>
      fetch(`${url}${caminho}`, { headers: { 'Cache-Control': 'max-age=0', ...headers } }),
    pedirComHost: (caminho, host) => pedirComHost(url, caminho, host),
    async publicarRegistro(conteudo) {
      // The same write-then-rename the deploy script does, so readers never see a half-written file.
      const temporario = path.join(pastas.pastaDados, `remotes.json.${process.pid}.tmp`);
      await writeFile(temporario, JSON.stringify(conteudo));
      await rename(temporario, path.join(pastas.pastaDados, 'remotes.json'));
    },
    async encerrar() {
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
      await api.close();
      await rm(raiz, { recursive: true, force: true });
    },
  };
}

/** Starts one environment for the whole test file and hands out its helpers. */
function pedirComHost(
  url: string,
  caminho: string,
  host: string,
): Promise<{ status: number; corpo: string }> {
  return new Promise((resolve, reject) => {
    const pedido = httpGet(new URL(caminho, url), { headers: { host, accept: 'text/html' } }, (resposta) => {
      let corpo = '';
      resposta.setEncoding('utf8');
      resposta.on('data', (pedaco: string) => (corpo += pedaco));
      resposta.on('end', () => resolve({ status: resposta.statusCode ?? 0, corpo }));
    });
    pedido.on('error', reject);
  });
}

export function usarAmbiente(): Pick<Ambiente, 'pedir' | 'pedirComHost' | 'publicarRegistro'> {
  let ambiente: Ambiente | undefined;
  // Starting a gateway process takes seconds on a busy 2-core CI machine, more than Jest's 5 s default.
  beforeAll(async () => {
    ambiente = await iniciarAmbiente();
  }, 60_000);
  afterAll(() => ambiente?.encerrar());
  return {
    pedir: (caminho, headers) => ambiente!.pedir(caminho, headers),
    pedirComHost: (caminho, host) => ambiente!.pedirComHost(caminho, host),
    publicarRegistro: (conteudo) => ambiente!.publicarRegistro(conteudo),
  };
}
