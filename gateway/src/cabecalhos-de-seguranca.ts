import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FERRAMENTAS_PREFIXO } from '@portal/contracts/rotas';

export interface OrigensExternas {
  /** The OpenID provider: oidc-client-ts fetches its metadata/tokens and the silent renew runs in an iframe. */
  idp: string;
  /** The postal service, called straight from the browser by the candidate forms. */
  cep: string;
  /** VLibras, only when the portal turns it on: its origin enters the policy then, never otherwise. */
  vlibras?: string;
}

/** Browser features the portal never uses are denied to it and to anything it embeds. */
export const POLITICA_DE_PERMISSOES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((recurso) => `${recurso}=()`)
  .join(', ');

/** Pages under this prefix are local developer tools (the mailbox): they send their own, stricter policy. */
const SCRIPT_EMBUTIDO = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP source expressions for the inline scripts of a page (the shell's pre-paint dark-mode script). */
export function hashesDeScriptsEmbutidos(html: string): string[] {
  return [...html.matchAll(SCRIPT_EMBUTIDO)]
    .map((achado) => achado[1] ?? '')
    .filter((codigo) => codigo.trim() !== '')
    .map((codigo) => `'sha256-${createHash('sha256').update(codigo).digest('base64')}'`);
}

export function politicaDeConteudo({ idp, cep, vlibras }: OrigensExternas, hashes: string[] = []): string {
  const externas = [new URL(idp).origin, new URL(cep).origin].join(' ');
  // The VLibras player is a WebAssembly (Unity) app that fetches its avatar and runs a blob worker.
  const libras = vlibras ? ` ${new URL(vlibras).origin}` : '';
  return [
    "default-src 'self'",
    [`script-src 'self'${libras}`, ...(libras ? ["'wasm-unsafe-eval'"] : []), ...hashes].join(' '),
    // React style props and the design tokens set inline styles.
    `style-src 'self' 'unsafe-inline'${libras}`,
    `img-src 'self' data:${libras}`,
    `font-src 'self' data:${libras}`,
    ...(libras ? [`worker-src 'self' blob:${libras}`, `media-src 'self'${libras}`] : []),
    `connect-src 'self' ${externas}${libras}`,
    `form-action 'self' ${externas}`,
    `frame-src ${new URL(idp).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Re-reads index.html only when it changed, or when the origin names another shell version, so a new shell gets a
 * matching policy without a restart.
 */
function leitorDeHashes(arquivoIndex: () => Promise<string | null>): () => Promise<string[]> {
  let visto = { chave: '', hashes: [] as string[] };
  return async () => {
    const arquivo = await arquivoIndex();
    const info = arquivo ? await stat(arquivo).catch(() => null) : null;
    if (!arquivo || !info) return [];
    const chave = `${arquivo}:${info.mtimeMs}`;
    if (chave !== visto.chave) {
      visto = {
        chave,
        hashes: hashesDeScriptsEmbutidos(await readFile(arquivo, 'utf8')),
      };
    }
    return visto.hashes;
  };
}

/** A 304 carries no Content-Type, and the browser keeps the headers it sends: it may be revalidating a page. */
const podeSerHtml = (reply: FastifyReply) =>
  reply.statusCode === 304 || String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Adds the same security headers to every answer, static or proxied, and returns the policy of a composed page.
 * A composed page sets its own policy from the HTML it sends (`politicaDaPagina`), the inline configuration included
 * (decision 0851): read apart, index.html could change between the two reads during a deploy, and the page's scripts
 * would be refused. Other HTML answers, and every 304, get the hashes of the shell's raw index.html. Scripts, styles,
 * images and the API's JSON run no inline script, so their policy has no hashes and needs no look at index.html.
 */
export function registrarCabecalhosDeSeguranca(
  app: FastifyInstance,
  origens: OrigensExternas,
  arquivoIndex: () => Promise<string | null>,
): (html: string) => string {
  const hashes = leitorDeHashes(arquivoIndex);
  const politicaSemScripts = politicaDeConteudo(origens, []);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', POLITICA_DE_PERMISSOES);
    const semPolitica = !reply.hasHeader('Content-Security-Policy');
    if (semPolitica && !request.url.startsWith(`${FERRAMENTAS_PREFIXO}/`)) {
      const politica = podeSerHtml(reply) ? politicaDeConteudo(origens, await hashes()) : politicaSemScripts;
      reply.header('Content-Security-Policy', politica);
    }
    return payload;
  });
  return (html) => politicaDeConteudo(origens, hashesDeScriptsEmbutidos(html));
}
