/**
 * The gateway's guard for the local developer tools: the mailbox page and the API's outbox behind /v1/dev. Behind the
 * gateway every browser reaches the API from loopback, so the gateway itself refuses a non-loopback TCP peer here
 * (the socket's address, never a forwarded header), and the API checks again (api/src/routes/v1/dev).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const FERRAMENTA = /^\/(v1\/)?dev(\/|\?|$)/;

function ehLoopback(endereco: string | undefined): boolean {
  const semPrefixo = endereco?.toLowerCase().replace(/^::ffff:/, '') ?? '';
  return semPrefixo === '::1' || /^127(\.\d{1,3}){3}$/.test(semPrefixo);
}

/** Compared as the routers compare it: without case, percent-decoded, with repeated slashes collapsed. */
export function ehFerramentaLocal(url: string): boolean {
  let caminho = url;
  try {
    caminho = decodeURIComponent(url);
  } catch {
    // A malformed escape is compared as typed.
  }
  return FERRAMENTA.test(caminho.toLowerCase().replace(/\/{2,}/g, '/'));
}

export async function recusarFerramentasDeFora(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (ehFerramentaLocal(request.url) && !ehLoopback(request.socket.remoteAddress))
    return reply.callNotFound();
}
