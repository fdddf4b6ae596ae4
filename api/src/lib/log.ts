import type { FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';

/**
 * JSON logs with the request id. Never a token, password or CPF: headers are not logged at all, bodies are never
 * logged, and the query string is cut from the URL (links carry single-use tokens there).
 */
export function opcoesDeLog(nivel: string, destino?: Writable): FastifyServerOptions['logger'] {
  return {
    level: nivel,
    ...(destino ? { stream: destino } : {}),
    redact: {
      paths: ['*.authorization', '*.cookie', '*.senha', '*.cpf', '*.token', '*.refreshToken', '*.idToken'],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
