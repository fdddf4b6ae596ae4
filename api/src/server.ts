import { buildApp } from './app.js';

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp();
} catch (erro) {
  // A refusal of production mode (config/modo.ts) is printed as it is, for the operator, without a stack trace.
  console.error(`A API não iniciou: ${(erro as Error).message}`);
  process.exit(1);
}
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
