import type { PerguntaFaqRequest } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';

/** Visitors' questions from the FAQ form (table faq_pergunta), kept for the team to answer by e-mail. */
export class RepositorioDePerguntasFaq extends Repositorio {
  async registrar(p: PerguntaFaqRequest): Promise<void> {
    await this.db.query('INSERT INTO faq_pergunta (nome, email, assunto, pergunta) VALUES ($1, $2, $3, $4)', [
      p.nome,
      p.email,
      p.assunto,
      p.pergunta,
    ]);
  }
}
