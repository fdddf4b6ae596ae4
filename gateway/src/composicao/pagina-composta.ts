/** Serves every page of the portal: the shell's index.html composed for the requested path (no-cache, with ETag). */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lerCookiePrevias, PARAM_PREVIA } from '@portal/contracts';
import { embutirConfig } from '../config-do-portal.js';
import { enviarComEtag, SEM_CACHE, SO_DESTE_NAVEGADOR } from '../politica-de-cache.js';
import { comporHtml, redirecionamentoPreRenderizado } from './html-da-pagina.js';
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

/**
 * `scriptDeConfig`: the body of `/config.js`, put inline in the page. `politicaDaPagina`: the Content-Security-Policy
 * allowing exactly the inline scripts of the HTML it is given (also sent with a 304: it updates the stored answer).
 */
export function criarPaginaComposta(
  pastaShell: string,
  pastaDados: string,
  scriptDeConfig: string,
  politicaDaPagina: (html: string) => string,
) {
  const lerIndex = leitorDoIndex(path.join(pastaShell, 'index.html'));
  const leitor = new LeitorDeComposicao(pastaShell, pastaDados);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [html, composicao] = await Promise.all([lerIndex(), leitor.atual()]);
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
