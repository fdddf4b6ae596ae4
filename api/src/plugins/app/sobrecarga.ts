import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { FilaDeHash, hashesEntreguesAoPool, parteDosNucleos } from '../../lib/fila-de-hash.js';
import { Erros, RETRY_AFTER_SOBRECARGA_SEGUNDOS } from '../../lib/http-error.js';
import { quantosProcessos } from '../../lib/processos.js';

/**
 * Overload sheds early (decision 0165): when the event loop of this process lags past API_ATRASO_MAXIMO_MS, or is
 * busy more than API_UTILIZACAO_MAXIMA of the time, every new request is answered 503 + Retry-After at onRequest,
 * before any route, validation or transaction — so a shed enrolment was never started, and the client may safely
 * send it again (shared-auth retries with backoff and jitter). Other processes behind the balancer keep serving.
 * Password hashes, which never lag the loop, have their own bounded queue (`app.filaDeHash`, decisions 0179, 0178).
 */
export default fp(
  async (app) => {
    const { sobrecargaAtrasoMaximoMs, sobrecargaUtilizacaoMaxima, sobrecargaAmostraMs } = app.config;
    const parte = parteDosNucleos(quantosProcessos(app.config));
    const noPool = app.config.hashesNoPool || hashesEntreguesAoPool(app.config.poolDoLibuv, parte);
    app.decorate('filaDeHash', new FilaDeHash(app.config.hashesNaFila, noPool));
    // A process on its way down (SIGTERM, a deploy, the process manager) sheds the same way, before anything starts: a
    // request still reaching it on a kept-alive connection gets 503 + Retry-After and the connection closes, so the
    // balancer's next try goes to another process (decision 0213).
    let encerrando = false;
    app.addHook('preClose', async () => {
      encerrando = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!encerrando) return;
      reply.header('connection', 'close');
      throw Erros.indisponivel();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: sobrecargaAtrasoMaximoMs,
      maxEventLoopUtilization: sobrecargaUtilizacaoMaxima,
      sampleInterval: sobrecargaAmostraMs,
      retryAfter: RETRY_AFTER_SOBRECARGA_SEGUNDOS,
      pressureHandler: (request, reply, tipo, valor) => {
        request.log.warn({ tipo, valor }, 'sobrecarga: requisição recusada com 503');
        const recusa = Erros.sobrecarregado();
        void reply
          .status(recusa.statusCode)
          .headers(recusa.headers)
          .send({ message: recusa.message, errors: recusa.errors });
      },
    });
  },
  { name: 'sobrecarga' },
);

declare module 'fastify' {
  interface FastifyInstance {
    filaDeHash: FilaDeHash;
  }
}
