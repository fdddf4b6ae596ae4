import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MensagemPendente, RepositorioDeMensagens } from './mensagens.repositorio.js';

const MAXIMO_TENTATIVAS = 5;

/**
 * The headers that say which reservation of the message sent this copy, and when it held (decision 0220): a copy the
 * relay accepted while its reservation held, followed by one reserved only after that reservation ended, is the resend
 * after a process died between the accept and the mark; any other pair of copies is a double send.
 */
const CABECALHO_DA_TENTATIVA = 'X-Portal-Tentativa';
const CABECALHO_DA_RESERVA = 'X-Portal-Reserva';

/**
 * Sends the outbox by SMTP, one message per job of the queue. A message is reserved for a minute before sending, so
 * two API processes never send it together and a crash only delays it; it is marked sent after the server accepted it.
 */
export class EnviadorDeEmail {
  constructor(
    private readonly mensagens: RepositorioDeMensagens,
    private readonly transporte: Transporter,
    private readonly remetente: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * One message, as the queue's job (decision 0162): reserved first, so of two deliveries of the same job only one
   * sends; a failure frees the reservation and throws, and the queue tries again later. The Message-ID is the
   * message's own, so a rare second send after a crash between sending and marking is one e-mail to the reader.
   */
  async enviarUma(id: number): Promise<void> {
    const m = await this.mensagens.reservar(id);
    if (!m) return;
    try {
      await this.transporte.sendMail(this.carta(m));
    } catch (erro) {
      await this.mensagens.liberarReserva(id);
      // The message body holds a single-use link: only the id and the SMTP error are logged.
      this.log.warn({ mensagem: id, erro: (erro as Error).message }, 'falha no envio de e-mail');
      throw erro;
    }
    await this.mensagens.marcarEnviada(id);
  }

  /** Messages left behind (no process heard their NOTIFY, or a process died holding them), for the sweep job. */
  async esquecidas(idadeMinimaSegundos = 60): Promise<number[]> {
    return this.mensagens.esquecidas(MAXIMO_TENTATIVAS, idadeMinimaSegundos);
  }

  /** Messages held by a reservation, and how long it still holds (see the repository). */
  async reservadas(): Promise<{ id: number; segundosDeReserva: number }[]> {
    return this.mensagens.reservadas(MAXIMO_TENTATIVAS);
  }

  private carta(m: MensagemPendente) {
    return {
      from: this.remetente,
      to: m.para,
      subject: m.assunto,
      text: m.corpo,
      messageId: `<mensagem-${m.id}@portal-qualifica>`,
      headers: {
        [CABECALHO_DA_TENTATIVA]: String(m.tentativa),
        [CABECALHO_DA_RESERVA]: `${m.reservaDe} ${m.reservaAte}`,
      },
    };
  }
}
