/**
 * The gateway's guard for the local developer tools: the mailbox page and the API's outbox behind /v1/dev. Behind the
 * gateway every browser reaches the API from loopback, so the gateway itself refuses a non-loopback TCP peer here
 * (the socket's address, never a forwarded header) and a Host that is not a loopback name, and the API checks again
 * (api/src/dev).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXO, FERRAMENTAS_PREFIXO } from '@portal/contracts/rotas';

/** `/dev…` and `/v1/dev…`, followed by a slash, a query or nothing. */
const FERRAMENTA = new RegExp(`^(${API_PREFIXO})?${FERRAMENTAS_PREFIXO}(/|\\?|$)`);

/** `localhost`, `127.0.0.1` or `[::1]`, with an optional port: nothing a public DNS name can be made to look like. */
const HOST_DE_LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * A DNS-rebinding page (evil.example made to resolve to 127.0.0.1) reaches the tools from the developer's own browser,
 * so its socket is loopback; the Host it sends is still its own name (issue 27 item 9).
 */
export function ehHostDeLoopback(host: string | undefined): boolean {
  return typeof host === 'string' && HOST_DE_LOOPBACK.test(host);
}

function ehLoopback(endereco: string | undefined): boolean {
  const semPrefixo = endereco?.toLowerCase().replace(/^::ffff:/, '') ?? '';
  return semPrefixo === '::1' || /^127(\.\d{1,3}){3}$/.test(semPrefixo);
}

/**
 * Compared as the routers compare it: the path alone, without case, percent-decoded, with repeated slashes collapsed.
 * The query is left out before decoding: a malformed escape there made the whole decode fail, and `/%64ev/…` was
 * compared as typed while the router served `/dev/…`. A path that does not decode is refused by the router (400).
 */
export function ehFerramentaLocal(url: string): boolean {
  const fim = url.indexOf('?');
  let caminho = fim < 0 ? url : url.slice(0, fim);
  try {
    caminho = decodeURIComponent(caminho);
  } catch {
    // A malformed escape in the path is compared as typed (the router answers it 400).
  }
  return FERRAMENTA.test(caminho.toLowerCase().replace(/\/{2,}/g, '/'));
}

export async function recusarFerramentasDeFora(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (
    ehFerramentaLocal(request.url) &&
    (!ehLoopback(request.socket.remoteAddress) || !ehHostDeLoopback(request.headers.host))
  )
    return reply.callNotFound();
}
