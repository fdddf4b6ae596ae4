/** Serves every page of the portal: the shell's index.html composed for the requested path (no-cache, with ETag). */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lerCookiePrevias, Mensagem, PARAM_PREVIA } from '@portal/contracts';
import { embutirConfig } from '../config-do-portal.js';
import { enviarComEtag, SEM_CACHE, SO_DESTE_NAVEGADOR } from '../politica-de-cache.js';
import { comporHtml, redirecionamentoPreRenderizado } from './html-da-pagina.js';
import { ShellNaoPublicado } from '../shell-publicado.js';
import { LeitorDeComposicao } from './leitor-de-composicao.js';

/** index.html read again only when the shell was rebuilt. */
function leitorDoIndex(arquivo: string): () => Promise<string> {
  let visto = { mtimeMs: -1, html: '' };
  return async () => {
    const { mtimeMs } = await stat(arquivo);
    if (mtimeMs !== visto.mtimeMs) visto = { mtimeMs, html: await readFile(arquivo, 'utf8') };
    return visto.html;
  };
}

/** What a page is composed from: one shell version's index.html and the composition read with that version. */
function leitoresDaVersao(pastaDados: string) {
  let atual: { pasta: string; lerIndex: () => Promise<string>; leitor: LeitorDeComposicao } | null = null;
  return (pasta: string) => {
    if (atual?.pasta !== pasta)
      atual = {
        pasta,
        lerIndex: leitorDoIndex(path.join(pasta, 'index.html')),
        leitor: new LeitorDeComposicao(pasta, pastaDados),
      };
    return atual;
  };
}

/** While the origin names no shell that can be served: the portal cannot draw a page, and says so. */
const PAGINA_SEM_SHELL = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${Mensagem.servicoIndisponivel}</title><p>${Mensagem.servicoIndisponivel}</p></html>`;
const SEGUNDOS_ATE_TENTAR_DE_NOVO = 5;

/**
 * `pastaDoShell`: the live shell version's folder, read from the static origin at each page (decision 0209); it
 * throws ShellNaoPublicado while there is none. `scriptDeConfig`: the body of `/config.js`, put inline in the page. `politicaDaPagina`: the Content-Security-Policy
 * allowing exactly the inline scripts of the HTML it is given (also sent with a 304: it updates the stored answer).
 */
export function criarPaginaComposta(
  pastaDoShell: () => Promise<string>,
  pastaDados: string,
  scriptDeConfig: string,
  politicaDaPagina: (html: string) => string,
) {
  const daVersao = leitoresDaVersao(pastaDados);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let versao: ReturnType<typeof daVersao>;
    try {
      versao = daVersao(await pastaDoShell());
    } catch (erro) {
      if (!(erro instanceof ShellNaoPublicado)) throw erro;
      request.log.error({ err: erro }, 'shell não publicado');
      return reply
        .code(503)
        .header('retry-after', String(SEGUNDOS_ATE_TENTAR_DE_NOVO))
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(PAGINA_SEM_SHELL);
    }
    const [html, composicao] = await Promise.all([versao.lerIndex(), versao.leitor.atual()]);
    const comPrevia = lerCookiePrevias(request.headers.cookie ?? '').size > 0;
    // Temporary: the redirect belongs to the live version's route table, which the next deploy may change.
    const destino = redirecionamentoPreRenderizado(composicao, request.url, comPrevia);
    if (destino) return reply.header('Cache-Control', SEM_CACHE).redirect(destino, 302);
    const pagina = embutirConfig(comporHtml(html, composicao, request.url, comPrevia), scriptDeConfig);
    reply.header('Content-Security-Policy', politicaDaPagina(pagina));
    // The first page of a preview carries it in its query string, the next ones in the cookie.
    const paraUmaPrevia = comPrevia || new URL(request.url, 'http://portal').searchParams.has(PARAM_PREVIA);
    const cache = paraUmaPrevia ? SO_DESTE_NAVEGADOR : SEM_CACHE;
    return enviarComEtag(request, reply, pagina, 'text/html; charset=utf-8', cache);
  };
}
