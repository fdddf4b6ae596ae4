import { API_PREFIXO, FERRAMENTAS_PREFIXO, Rota } from '@portal/contracts/rotas';
import { textoSemConexao } from '@portal/ui/texto-sem-conexao';
import { blocoDeDados, ID_DICAS_DEPOIS_DA_PINTURA } from '@portal/contracts/marcas-de-desempenho';
import { META_DA_PAGINA_DO_APARELHO } from './pagina-do-aparelho';

/**
 * What the portal's service worker does with each request (issue 30 items 2, 3, 6 and 7; decision 0406).
 * Pure, so the rules are tested without a browser; `service-worker.ts` only wires them to Workbox's strategies.
 *
 * - `pagina`: a page of the portal (its HTML is the same for everyone: the visitor's data come from the API). A recent
 *   copy kept by this same shell opens from the device while the network fetches the next one, and the shell confirms
 *   its composition before hydrating it (`copiaVemAntesDaRede`, decision 0406); otherwise network first; offline, the
 *   copy last seen, with the "Sem conexão" notice.
 * - `pagina-sem-copia`: a page with any other query string (a tester's `?remoto-previa=`, gov.br's `?code=`, an
 *   e-mail link's token): network only; offline, the portal's offline page. A receipt's `?idInscricao=` is a `pagina`,
 *   kept once under its path (`chaveDaPagina`, decision 0415).
 * - `registro`, `entrada-de-remoto`: `remotes.json` and a remote's unhashed files (`mf-manifest.json`,
 *   `remoteEntry.js`): network first, never stale while online; the cache only answers offline.
 * - `arquivo-de-remoto`: a remote's content-hashed file, under its version's folder: once cached, always the same
 *   bytes. A page asks for the files its remote's manifest names, and that manifest sits in the same version folder,
 *   so the files of two versions of one remote never mix.
 * - `api-publica`: a GET of `/v1` without credentials; kept only if the API marked the answer `public`
 *   (`respostaPodeSerGuardada`).
 * - `rede`: anything else (another origin, a write, a signed-in read, the local developer tools): the service worker
 *   stays out of the way.
 */
export type Destino =
  | 'pagina'
  | 'pagina-sem-copia'
  | 'registro'
  | 'entrada-de-remoto'
  | 'arquivo-de-remoto'
  | 'api-publica'
  | 'rede';

export interface Pedido {
  url: URL;
  /** The service worker's own origin: only the portal's requests are looked at. */
  origem: string;
  metodo: string;
  /** `navigate` for a page the browser opens. */
  modo: string;
  /** The Accept header ('' when absent). */
  aceita: string;
  /** Whether the request carries an Authorization header (a signed-in read). */
  autorizado: boolean;
  /** Whether the page asked for the network only (`CABECALHO_SO_DA_REDE`): confirming a page from the device. */
  soDaRede: boolean;
}

/**
 * The parameters a kept page may carry (decision 0415): which enrolment a receipt shows. The page's HTML is the same
 * for any of them (its data come from the device's copy or the API), so it is kept once, under its path.
 */
const PARAMETROS_DE_PAGINA_GUARDAVEL = ['idInscricao', 'alteracao'];

/** Where a page is kept: its address without the query string (only kept pages' parameters ever reach here). */
export function chaveDaPagina(url: string): string {
  const endereco = new URL(url);
  endereco.search = '';
  endereco.hash = '';
  return endereco.href;
}

/** `[name].[contenthash:10].ext`, as tooling/webpack writes a remote's files (and gateway's cache policy reads them). */
const NOME_COM_HASH = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export function destinoDoPedido({
  url,
  origem,
  metodo,
  modo,
  aceita,
  autorizado,
  soDaRede,
}: Pedido): Destino {
  if (url.origin !== origem || metodo !== 'GET' || soDaRede) return 'rede';
  const caminho = url.pathname;
  if (caminho.startsWith(`${FERRAMENTAS_PREFIXO}/`)) return 'rede';
  if (caminho.startsWith(`${API_PREFIXO}/`)) return autorizado ? 'rede' : 'api-publica';
  if (caminho === '/remotes.json') return 'registro';
  if (caminho.startsWith('/remotes/')) {
    const nome = caminho.slice(caminho.lastIndexOf('/') + 1);
    return NOME_COM_HASH.test(nome) ? 'arquivo-de-remoto' : 'entrada-de-remoto';
  }
  if (modo === 'navigate' || aceita.includes('text/html')) {
    const guardavel = [...url.searchParams.keys()].every((nome) =>
      PARAMETROS_DE_PAGINA_GUARDAVEL.includes(nome),
    );
    return !guardavel || caminho === Rota.retornoGovBr ? 'pagina-sem-copia' : 'pagina';
  }
  return 'rede';
}

export interface Resposta {
  status: number;
  cacheControl: string | null;
}

/**
 * Whether an answer may be kept on the device. Never an error, never one its server said not to keep (`no-store`,
 * `private`: the portal's server says so for a page composed with a tester's preview); from `/v1`, only what the
 * API marked `public` (the catalogue, FAQ, municipalities…), never a signed-in citizen's data.
 */
export function respostaPodeSerGuardada(destino: Destino, { status, cacheControl }: Resposta): boolean {
  if (status !== 200) return false;
  const diretivas = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('=')[0]);
  if (diretivas.includes('no-store') || diretivas.includes('private')) return false;
  if (destino === 'api-publica') return diretivas.includes('public');
  return destino !== 'rede' && destino !== 'pagina-sem-copia';
}

export const CLASSE_DO_AVISO_SEM_CONEXAO = 'aviso-sem-conexao';

/**
 * The page's HTML with the notice as the first element of <body>, outside the root React hydrates, so it stays while
 * the portal's code runs. Plain text in a status region, no script: the page's Content-Security-Policy is unchanged.
 */
export function paginaComAviso(html: string, copiaDe: Date): string {
  return html.replace(/<body\b[^>]*>/i, (abertura) => `${abertura}${avisoSemConexao(copiaDe)}`);
}

/** The notice itself, first in `<body>`: written by the service worker, or by the shell when a check finds no network. */
export const avisoSemConexao = (copiaDe: Date) =>
  `<p class="${CLASSE_DO_AVISO_SEM_CONEXAO}" role="status">${textoSemConexao(copiaDe)}</p>`;

/**
 * How old a kept page may be and still open before the network answers: a day. An older one waits for the network as
 * before (and still opens offline), so a citizen back after a week never starts from last week's page.
 */
export const IDADE_MAXIMA_ANTES_DA_REDE_MS = 24 * 3600_000;

export interface CopiaDaPagina {
  /** The version of the shell that kept it (the header the service worker wrote), null if none. */
  versaoDaCopia: string | null;
  /** The version of the shell now in charge. */
  versaoDoShell: string;
  copiaDe: Date;
  agora: Date;
}

/**
 * Whether a kept page opens from the device before the network answers (decision 0406). Only one kept by this same
 * shell: a page names the shell's files, and a new shell's precache no longer has the old ones.
 */
export function copiaVemAntesDaRede({
  versaoDaCopia,
  versaoDoShell,
  copiaDe,
  agora,
}: CopiaDaPagina): boolean {
  return (
    versaoDaCopia === versaoDoShell && agora.getTime() - copiaDe.getTime() < IDADE_MAXIMA_ANTES_DA_REDE_MS
  );
}

const BLOCO_DAS_DICAS = new RegExp(
  `<script type="application/json" id="${ID_DICAS_DEPOIS_DA_PINTURA}">([^<]*)</script>`,
);
const PRE_CARGA_DE_REMOTO = /<link rel="preload" href="\/remotes\/[^"]*"[^>]*>/g;
const ehDeRemoto = (dica: { href?: unknown }) => String(dica.href).startsWith('/remotes/');

/**
 * A kept page as it opens before the network answers: marked for the shell (which confirms its composition against
 * `remotes.json` before hydrating, and reloads it from the network if a remote changed since), and without the hints
 * of the remote's files, so a page kept before a deploy never asks for the old version's files. The shell's own hints
 * stay: its files are the precache's.
 */
export function paginaDoAparelho(html: string, copiaDe: Date): string {
  const marca = `<meta name="${META_DA_PAGINA_DO_APARELHO}" content="${copiaDe.toISOString()}">`;
  return html
    .replace(/<head\b[^>]*>/i, (abertura) => `${abertura}${marca}`)
    .replace(PRE_CARGA_DE_REMOTO, '')
    .replace(BLOCO_DAS_DICAS, (bloco, json: string) => {
      try {
        const dicas = (JSON.parse(json) as { href?: unknown }[]).filter((dica) => !ehDeRemoto(dica));
        return blocoDeDados(ID_DICAS_DEPOIS_DA_PINTURA, JSON.stringify(dicas));
      } catch {
        return bloco;
      }
    });
}
