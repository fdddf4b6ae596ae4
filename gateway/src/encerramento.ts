/**
 * Graceful shutdown on SIGTERM (a rolling deploy, `docker stop`) and SIGINT: stop accepting connections, let the
 * requests in flight finish (Fastify closes idle keep-alive connections and answers 503 to a new request on a busy
 * one), then exit 0. A request that is still running when the time is up is cut, and the process exits 1, so a stuck
 * upstream cannot hold a deploy forever.
 */
import type { FastifyInstance } from 'fastify';

export function encerrarAoSinal(app: FastifyInstance, prazoMs: number): void {
  let encerrando = false;
  const encerrar = (sinal: NodeJS.Signals) => {
    if (encerrando) return;
    encerrando = true;
    app.log.info({ sinal, prazoMs }, 'encerrando: terminando as requisições em andamento');
    const prazo = setTimeout(() => {
      app.log.warn({ prazoMs }, 'encerramento: prazo esgotado, conexões cortadas');
      app.server.closeAllConnections();
      process.exit(1);
    }, prazoMs);
    prazo.unref();
    app.close().then(
      () => {
        app.log.info('encerrado');
        process.exit(0);
      },
      (erro: unknown) => {
        app.log.error({ err: erro }, 'encerramento falhou');
        process.exit(1);
      },
    );
  };
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, encerrar);
}
