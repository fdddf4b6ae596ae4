import fp from 'fastify-plugin';
import { Erros } from '../../lib/http-error.js';

const NUL = '\u0000';
export const MENSAGEM_NUL = 'O texto não pode conter o caractere nulo (U+0000).';
export const MENSAGEM_CARACTERE_PARTIDO = 'O texto contém um caractere inválido.';
/** Half of a UTF-16 pair without its other half: no character at all. */
const SURROGATE_SOZINHO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string PostgreSQL cannot keep as it came, with its path ('campo.sub.0') and why: U+0000, refused in text, and
 * a lone surrogate, refused in jsonb (a 500) and turned into U+FFFD in text (what was typed, silently changed).
 */
function camposInvalidos(valor: unknown, caminho: string, achados: string[]): string[] {
  const erro = (mensagem: string) => achados.push(caminho ? `${caminho}: ${mensagem}` : mensagem);
  if (typeof valor === 'string') {
    if (valor.includes(NUL)) erro(MENSAGEM_NUL);
    else if (SURROGATE_SOZINHO.test(valor)) erro(MENSAGEM_CARACTERE_PARTIDO);
  } else if (valor !== null && typeof valor === 'object') {
    for (const [chave, filho] of Object.entries(valor))
      camposInvalidos(filho, caminho ? `${caminho}.${chave}` : chave, achados);
  }
  return achados;
}

/**
 * Every path parameter, query parameter and body field, of every route, is refused with 400 when it holds U+0000 or a
 * lone surrogate: one check before the route's schema, instead of a refinement repeated on each of the contracts'
 * strings.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const achados = ['params', 'query', 'body'].flatMap((parte) =>
        camposInvalidos((request as unknown as Record<string, unknown>)[parte], '', []),
      );
      if (achados.length) throw Erros.invalido(achados);
    });
  },
  { name: 'entrada' },
);
