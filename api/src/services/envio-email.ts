import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.js';

interface Pendente {
  id: number;
  para: string;
  assunto: string;
  corpo: string;
}

const MAXIMO_TENTATIVAS = 5;

/**
 * Sends the outbox by SMTP. A batch is reserved first (one minute, SKIP LOCKED), so two API processes never send the
 * same message and a crash only delays it; a message is marked sent after the server accepted it.
 */
export class EnviadorDeEmail {
  constructor(
    private readonly db: Db,
    private readonly transporte: Transporter,
    private readonly remetente: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enviarPendentes(lote = 20): Promise<number> {
    const pendentes = await this.db.query<Pendente>(
      `UPDATE mensagem_saida SET reservada_ate = now() + interval '1 minute', tentativas = tentativas + 1
        WHERE id IN (SELECT id FROM mensagem_saida
                      WHERE enviado_em IS NULL AND tentativas < $2 AND (reservada_ate IS NULL OR reservada_ate < now())
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, para, assunto, corpo`,
      [lote, MAXIMO_TENTATIVAS],
    );
    let enviadas = 0;
    for (const m of pendentes) {
      try {
        await this.transporte.sendMail({ from: this.remetente, to: m.para, subject: m.assunto, text: m.corpo });
        await this.db.query('UPDATE mensagem_saida SET enviado_em = now() WHERE id = $1', [m.id]);
        enviadas += 1;
      } catch (erro) {
        // The message body holds a single-use link: only the id and the SMTP error are logged.
        this.log.warn({ mensagem: m.id, erro: (erro as Error).message }, 'falha no envio de e-mail');
      }
    }
    return enviadas;
  }
}
