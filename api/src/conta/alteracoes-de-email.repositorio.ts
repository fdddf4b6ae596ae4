import { Repositorio } from '../db/repositorio.js';

export interface AlteracaoDeEmail {
  id: number;
  id_usuario: number;
  id_sessao: string | null;
  email_anterior: string;
  email_novo: string;
}

/**
 * Changes of e-mail waiting for the new address's link (table alteracao_de_email, issue 27 §2). The links' tokens
 * are stored as SHA-256 digests; the caller hashes.
 */
export class RepositorioDeAlteracoesDeEmail extends Repositorio {
  /** A new request replaces any earlier one still pending: only the latest new address can be confirmed. */
  async registrar(a: {
    idUsuario: number;
    idSessao: string;
    emailAnterior: string;
    emailNovo: string;
    hashConfirmacao: string;
    hashDesfazer: string;
    confirmarEmSegundos: number;
    desfazerEmSegundos: number;
  }): Promise<void> {
    await this.cancelarPendentes(a.idUsuario);
    await this.db.query(
      `INSERT INTO alteracao_de_email
         (id_usuario, id_sessao, email_anterior, email_novo, hash_confirmacao, hash_desfazer, confirmar_ate, desfazer_ate)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), now() + make_interval(secs => $8))`,
      [
        a.idUsuario,
        a.idSessao,
        a.emailAnterior,
        a.emailNovo,
        a.hashConfirmacao,
        a.hashDesfazer,
        a.confirmarEmSegundos,
        a.desfazerEmSegundos,
      ],
    );
  }

  async cancelarPendentes(idUsuario: number): Promise<void> {
    await this.db.query(
      `UPDATE alteracao_de_email SET cancelada_em = now()
        WHERE id_usuario = $1 AND confirmada_em IS NULL AND cancelada_em IS NULL AND desfeita_em IS NULL`,
      [idUsuario],
    );
  }

  /**
   * Every link of every change dies, the old address's undo links too: after gov.br takes an account back (issue 27
   * §1), those went to the intruder's addresses and would hand it back to him.
   */
  async encerrarTodas(idUsuario: number): Promise<void> {
    await this.db.query(
      `UPDATE alteracao_de_email SET cancelada_em = coalesce(cancelada_em, now()), desfazer_ate = least(desfazer_ate, now())
        WHERE id_usuario = $1 AND desfeita_em IS NULL`,
      [idUsuario],
    );
  }

  /**
   * The links of every change made after `idAlteracao` die: undoing a change gives back the address it replaced, and
   * the later changes' undo links went to addresses that came after it (an intruder's). Earlier changes keep theirs,
   * so the intruder undoing first cannot take the owner's link away.
   */
  async encerrarPosteriores(idUsuario: number, idAlteracao: number): Promise<void> {
    await this.db.query(
      `UPDATE alteracao_de_email SET cancelada_em = coalesce(cancelada_em, now()), desfazer_ate = least(desfazer_ate, now())
        WHERE id_usuario = $1 AND id > $2 AND desfeita_em IS NULL`,
      [idUsuario, idAlteracao],
    );
  }

  /** The new address still waiting for its link, or null. */
  async pendente(idUsuario: number): Promise<string | null> {
    const [linha] = await this.db.query<{ email_novo: string }>(
      `SELECT email_novo FROM alteracao_de_email
        WHERE id_usuario = $1 AND confirmada_em IS NULL AND cancelada_em IS NULL AND desfeita_em IS NULL
          AND confirmar_ate > now() ORDER BY id DESC LIMIT 1`,
      [idUsuario],
    );
    return linha?.email_novo ?? null;
  }

  /** Spends the new address's link once: the change it confirms, or null (unknown, expired, replaced or undone). */
  async confirmar(idUsuario: number, hash: string): Promise<AlteracaoDeEmail | null> {
    const [linha] = await this.db.query<AlteracaoDeEmail>(
      `UPDATE alteracao_de_email SET confirmada_em = now()
        WHERE id_usuario = $1 AND hash_confirmacao = $2 AND confirmada_em IS NULL AND cancelada_em IS NULL
          AND desfeita_em IS NULL AND confirmar_ate > now()
        RETURNING id, id_usuario, id_sessao, email_anterior, email_novo`,
      [idUsuario, hash],
    );
    return linha ?? null;
  }

  /** Spends the old address's link once, within its 7 days, whether the change was confirmed or not. */
  async desfazer(idUsuario: number, hash: string): Promise<AlteracaoDeEmail | null> {
    const [linha] = await this.db.query<AlteracaoDeEmail>(
      `UPDATE alteracao_de_email SET desfeita_em = now()
        WHERE id_usuario = $1 AND hash_desfazer = $2 AND desfeita_em IS NULL AND desfazer_ate > now()
        RETURNING id, id_usuario, id_sessao, email_anterior, email_novo`,
      [idUsuario, hash],
    );
    return linha ?? null;
  }
}
