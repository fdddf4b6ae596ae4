import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { HttpNome, Mensagem } from '@portal/contracts';
import { HttpError } from '../../lib/http-error.js';
import { tokenAleatorio } from '../../lib/segredos.js';

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

function iguais(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit cookie with axios's default names: any answer (but a public, edge-cached one: lib/cache-publico.ts)
 * sets a readable XSRF-TOKEN cookie when the request has
 * none, and a state-changing request must echo it in X-XSRF-TOKEN. Routes opt out with config.csrf = false.
 */
export default fp(
  async (app) => {
    // On an https portal the cookie never travels in clear text (issue 27 item 6).
    const secure = app.config.portalUrl.startsWith('https:');
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[HttpNome.csrfCookie];
      if (!cookie) {
        reply.setCookie(HttpNome.csrfCookie, tokenAleatorio(), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure,
        });
      }
      const isento = (request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false;
      if (METODOS_SEGUROS.has(request.method) || isento) return;
      const cabecalho = request.headers[HttpNome.csrfHeader.toLowerCase()];
      if (!cookie || typeof cabecalho !== 'string' || !iguais(cookie, cabecalho)) {
        throw new HttpError(403, Mensagem.csrfInvalido, [Mensagem.csrfInvalido]);
      }
    });
  },
  { name: 'csrf' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    csrf?: boolean;
  }
}
