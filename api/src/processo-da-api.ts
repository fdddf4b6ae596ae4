import { buildApp } from './app.js';

/** One API process: builds the app, listens (sharing the port when forked by the cluster primary), stops gracefully. */
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp();
} catch (erro) {
  // A refusal of production mode (config/modo.ts) is printed as it is, for the operator, without a stack trace.
  console.error(`A API não iniciou: ${(erro as Error).message}`);
  process.exit(1);
}
// Requests in flight finish (close waits for them); new connections go to the other processes meanwhile.
const encerrar = async (sinal: string) => {
  app.log.info({ sinal }, 'encerrando');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void encerrar('SIGINT'));
process.once('SIGTERM', () => void encerrar('SIGTERM'));

try {
  await app.listen({ port: app.config.port, host: app.config.host });
} catch (erro) {
  app.log.error(erro, 'falha ao iniciar');
  process.exit(1);
}
