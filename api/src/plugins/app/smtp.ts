import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { EnviadorDeEmail } from '../../services/envio-email.js';

/** With SMTP_URL set, the outbox is sent every few seconds; without it, messages stay for the local mailbox page. */
export default fp(async (app) => {
  const { smtpUrl, smtpRemetente, smtpIntervaloMs } = app.config;
  if (!smtpUrl) return;
  const enviador = new EnviadorDeEmail(app.db, nodemailer.createTransport(smtpUrl), smtpRemetente, app.log);
  app.decorate('enviadorEmail', enviador);
  let rodando = false;
  const ciclo = async () => {
    if (rodando) return;
    rodando = true;
    await enviador.enviarPendentes().catch((erro: unknown) => app.log.error({ err: erro }, 'envio de e-mail'));
    rodando = false;
  };
  const timer = setInterval(() => void ciclo(), smtpIntervaloMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});

declare module 'fastify' {
  interface FastifyInstance {
    enviadorEmail?: EnviadorDeEmail;
  }
}
