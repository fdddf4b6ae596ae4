import fp from 'fastify-plugin';

/** Thrown for unparsable bodies; the error handler turns the code into a Portuguese 400. */
class CorpoInvalido extends Error {
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
  readonly statusCode = 400;
}

// Prototype-poisoning keys are dropped while parsing, as Fastify's own parser does.
const semProto = (chave: string, valor: unknown) =>
  chave === '__proto__' || chave === 'constructor' ? undefined : valor;

/**
 * JSON bodies, except that an empty body is accepted as "no body": several calls of the spec are POSTs with none,
 * and clients still send Content-Type: application/json.
 */
export default fp(
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, corpo, pronto) => {
      const texto = String(corpo);
      if (texto.trim() === '') return pronto(null, undefined);
      try {
        pronto(null, JSON.parse(texto, semProto));
      } catch {
        pronto(new CorpoInvalido('JSON inválido'), undefined);
      }
    });
  },
  { name: 'json' },
);
