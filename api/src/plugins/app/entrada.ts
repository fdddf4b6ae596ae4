import fp from 'fastify-plugin';
import { Erros } from '../../lib/http-error.js';

const NUL = '\u0000';
export const MENSAGEM_NUL = 'O texto não pode conter o caractere nulo (U+0000).';

/** Paths ('campo.sub.0') of every string holding U+0000, which PostgreSQL refuses to store in text. */
function camposComNul(valor: unknown, caminho: string, achados: string[]): string[] {
  if (typeof valor === 'string') {
    if (valor.includes(NUL)) achados.push(caminho);
  } else if (valor !== null && typeof valor === 'object') {
    for (const [chave, filho] of Object.entries(valor))
      camposComNul(filho, caminho ? `${caminho}.${chave}` : chave, achados);
  }
  return achados;
}

/**
 * Every path parameter, query parameter and body field, of every route, is refused with 400 when it holds U+0000:
 * one check before the route's schema, instead of a refinement repeated on each of the contracts' strings.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const achados = ['params', 'query', 'body'].flatMap((parte) =>
        camposComNul((request as unknown as Record<string, unknown>)[parte], '', []),
      );
      if (achados.length)
        throw Erros.invalido(achados.map((campo) => (campo ? `${campo}: ${MENSAGEM_NUL}` : MENSAGEM_NUL)));
    });
  },
  { name: 'entrada' },
);
