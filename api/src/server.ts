import { buildApp } from './app.js';

const app = await buildApp();
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
