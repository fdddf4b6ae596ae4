import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIXO, Mensagem } from '@portal/contracts';
import { criarPaginaComposta } from './composicao/pagina-composta.js';
import { cacheControlPara, enviarComEtag, IMUTAVEL } from './politica-de-cache.js';
import type { ShellPublicado } from './shell-publicado.js';

export interface PastasEstaticas {
  /**
   * The static origin (decisions 0203, 0209): remotes.json and remotes/<name>/<version>/ written by
   * scripts/deploy-remote.mjs, shell.json and shell/<version>/ written by scripts/deploy-shell.mjs.
   */
  pastaDados: string;
}

const MAPA_DE_FONTE = /\.map$/i;

/**
 * Decided on the path the static server will open: percent-decoded, as it decodes it, so `.js.m%61p`, `.js.%6Dap` and
 * `.js%2Emap` are maps too (issue 27 item 7). A malformed escape is judged as typed (the static server refuses it).
 */
export function pedeMapaDeFonte(url: string): boolean {
  const caminho = url.split('?', 1)[0] ?? '';
  let decodificado = caminho;
  try {
    decodificado = decodeURIComponent(caminho);
  } catch {
    // Judged as typed.
  }
  return MAPA_DE_FONTE.test(decodificado) || MAPA_DE_FONTE.test(caminho);
}

/** An empty registry lets the shell boot (and show its own pages) before any remote is deployed. */
const REGISTRO_VAZIO = JSON.stringify({ remotes: {} });

export async function registrarRotasEstaticas(
  app: FastifyInstance,
  { pastaDados }: PastasEstaticas,
  shell: ShellPublicado,
  scriptDeConfig: string,
  politicaDaPagina: (html: string) => string,
) {
  const pastaRemotos = path.join(pastaDados, 'remotes');
  await mkdir(pastaRemotos, { recursive: true });
  // Builds keep hidden source maps beside the bundles for error reports; the public never gets them (decision 0122).
  app.addHook('onRequest', async (request, reply) => {
    if (pedeMapaDeFonte(request.url))
      return reply.code(404).send({ message: Mensagem.naoEncontrado, errors: [] });
    // The static plugin answers a path with repeated slashes, or with a segment longer than a file name can be, with
    // a raw English 403 before the page fallback: such a path names no file, so it goes where a missing one goes.
    if (caminhoQueNaoEArquivo(request.url)) return reply.callNotFound();
  });
  const comCache = (reply: FastifyReply, caminho: string) =>
    reply.header('Cache-Control', cacheControlPara(caminho));

  app.get('/remotes.json', async (request, reply) => {
    const registro = await lerSeExistir(path.join(pastaDados, 'remotes.json'));
    return enviarComEtag(request, reply, registro ?? REGISTRO_VAZIO, 'application/json; charset=utf-8');
  });
  await app.register(fastifyStatic, {
    root: pastaRemotos,
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: comCache,
    // A `.br` written by the build beside a file (tooling's PreComprimirPlugin) is sent as is: smaller than what can
    // be compressed per request, and no CPU per request. Without it, the file is compressed as before.
    preCompressed: true,
  });
  const paginaComposta = criarPaginaComposta(
    () => shell.pasta(),
    pastaDados,
    scriptDeConfig,
    politicaDaPagina,
  );
  // `/` is a page like any other, composed for its path instead of the raw index.html.
  app.get('/', paginaComposta);
  // The shell's files, from the version the origin names at this request (decision 0209): only `reply.sendFile` is
  // taken from the static plugin, since its own route serves one folder fixed at start.
  await app.register(fastifyStatic, {
    root: pastaDados,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders: comCache,
    preCompressed: true,
  });
  app.get('/*', async (request, reply) => {
    const arquivo = arquivoPedido(request.url);
    const pasta = arquivo === null ? null : await shell.pastaSeHouver();
    if (arquivo === null || pasta === null) return reply.callNotFound();
    // A hashed file never changes under its name, so one a page of the previous version asks for is still that
    // page's file; any other name (sw.js, the manifest, icons) belongs to the live version only.
    const raiz =
      cacheControlPara(arquivo) === IMUTAVEL
        ? await primeiraQueTem(await shell.pastasParaArquivosComHash(pasta), arquivo)
        : pasta;
    return reply.sendFile(arquivo, raiz ?? pasta);
  });
  app.setNotFoundHandler((request, reply) => {
    if (pedePagina(request)) return paginaComposta(request, reply);
    return reply.code(404).send({ message: Mensagem.naoEncontrado, errors: [] });
  });
}

/**
 * The file a request names, decoded as the static server decodes it; null for a path that cannot name a file of the
 * shell's folder: a malformed escape, an encoded slash or backslash (no file name holds one; decoded, `%2F` would
 * make a `//` the raw-path guard never saw), a `.` or `..` segment, an empty segment or a trailing slash (a folder), a
 * NUL. Such a path goes where a missing file goes: the page, or the portal's 404.
 */
function arquivoPedido(url: string): string | null {
  const bruto = url.split('?', 1)[0] ?? '';
  if (/%2f|%5c/i.test(bruto)) return null;
  let caminho: string;
  try {
    caminho = decodeURIComponent(bruto);
  } catch {
    return null;
  }
  const segmentos = caminho.split('/').slice(1);
  const invalido = (segmento: string) => segmento === '' || segmento === '.' || segmento === '..';
  if (caminho.includes('\0') || caminho.includes('\\') || segmentos.some(invalido)) return null;
  return caminho;
}

/** The first folder holding `arquivo` (the live version comes first, so it costs one `stat` in the usual case). */
async function primeiraQueTem(pastas: string[], arquivo: string): Promise<string | undefined> {
  for (const pasta of pastas) {
    const info = await stat(path.join(pasta, arquivo)).catch(() => null);
    if (info?.isFile()) return pasta;
  }
  return undefined;
}

/** Outside the API, a path with `//` or with a segment over 255 characters (no file system names one). */
function caminhoQueNaoEArquivo(url: string): boolean {
  const caminho = url.split('?')[0] ?? '';
  if (caminho.startsWith(`${API_PREFIXO}/`)) return false;
  return caminho.includes('//') || caminho.split('/').some((segmento) => segmento.length > 255);
}

/** The last segment of a path looks like a file (`main.js`, `estilo.css`), not a page (`/novoemprego/cursos`). */
const ARQUIVO = /\.[a-z0-9]+$/i;

/**
 * A page is asked for (not a missing script or an API call), so it gets the composed page the shell's router answers.
 * A browser's navigation says text/html. A link reader (a messenger's preview, a link checker, curl) often says only
 * "any type", as browsers also do for scripts: then a path that does not look like a file is a page too. Without an
 * Accept header at all, the same.
 */
function pedePagina(request: FastifyRequest): boolean {
  const metodoDeLeitura = request.method === 'GET' || request.method === 'HEAD';
  const caminho = request.url.split('?')[0] ?? '';
  const foraDasApis = !caminho.startsWith(`${API_PREFIXO}/`) && !caminho.startsWith('/remotes/');
  const aceita = request.headers.accept ?? '*/*';
  const aceitaPagina = aceita.includes('text/html') || (aceita.includes('*/*') && !ARQUIVO.test(caminho));
  return metodoDeLeitura && foraDasApis && aceitaPagina;
}

async function lerSeExistir(arquivo: string): Promise<string | null> {
  try {
    return await readFile(arquivo, 'utf8');
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw erro;
  }
}
