import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { EnviadorDeEmail } from '../../mensagens/index.js';

/** What the e-mail job carries: the outbox row to send. */
export interface TarefaDeEmail {
  id: number;
}

/**
 * With SMTP_URL set, every message of the outbox becomes a job of the queue the moment its row is committed (the
 * NOTIFY of migration 013), retried 5 times from 10 s, doubling; a sweep at start and every 5 minutes queues what
 * nobody heard.
 * Without SMTP_URL (development only: production and staging refuse to start without it, config/modo.ts), messages
 * stay for the local mailbox page.
 */
export default fp(
  async (app) => {
    const { smtpUrl, smtpRemetente } = app.config;
    if (!smtpUrl) return;
    const enviador = new EnviadorDeEmail(
      app.repos.mensagens,
      // Limits per step of a send, well under the reservation's minute: nodemailer's own defaults wait up to 10
      // minutes on a silent server, and once the reservation ends another process may send the message again.
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
      smtpRemetente,
      app.log,
    );
    app.decorate('enviadorEmail', enviador);
    const enviar = (id: number) => app.fila.enviar<TarefaDeEmail>('email', { id }, String(id));
    await app.fila.definir<TarefaDeEmail>('email', { tentativas: 5, esperaSegundos: 10 }, ({ id }) =>
      enviador.enviarUma(id),
    );
    await app.fila.definir('email-esquecidos', { tentativas: 1, esperaSegundos: 60 }, async () => {
      for (const id of await enviador.esquecidas()) await enviar(id);
    });
    await app.fila.agendar('email-esquecidos', '*/5 * * * *');
    // A message committed while no process listened (every API stopped, the one that heard its NOTIFY died, or this
    // one's listening connection was down) has nobody to queue it: a process that starts, or listens again, sends those
    // at once, whatever their age, instead of leaving them to the sweep up to five minutes later. The row's reservation
    // keeps one another process is sending from going out twice. A reserved one may be held by a process that died in
    // the middle of its send (kill -9): it is queued for the moment its reservation ends, under a key of its own so
    // that no job waiting for it drops it; if the holder is alive and sends it, that job finds it sent and does
    // nothing (decision 0220). The reserved ones are read first: a reservation that ends between the two reads is
    // then among the forgotten ones.
    const enviarEsquecidas = async () => {
      for (const { id, segundosDeReserva } of await enviador.reservadas())
        await app.fila.enviar<TarefaDeEmail>('email', { id }, `${id}:apos-reserva`, {
          depoisDeSegundos: segundosDeReserva + 1,
        });
      for (const id of await enviador.esquecidas(0)) await enviar(id);
    };
    const pararDeOuvir = await app.db.ouvir(
      'mensagem_saida',
      (carga) => {
        enviar(Number(carga)).catch((erro: unknown) => app.log.error({ err: erro }, 'fila de e-mail'));
      },
      () => {
        app.log.warn('fila de e-mail: ouvindo de novo; enviando o que ninguém ouviu');
        enviarEsquecidas().catch((erro: unknown) => app.log.error({ err: erro }, 'fila de e-mail'));
      },
    );
    app.addHook('onClose', pararDeOuvir);
    app.addHook('onReady', enviarEsquecidas);
  },
  { name: 'smtp', dependencies: ['db', 'fila', 'repositorios'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    enviadorEmail?: EnviadorDeEmail;
  }
}
