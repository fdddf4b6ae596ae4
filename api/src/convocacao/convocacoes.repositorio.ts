import { instanteIso } from '../db/sql/instante.js';
import { convocarLinhas } from './convocacao.sql.js';
import { Repositorio } from '../db/repositorio.js';

/** One enrolment just called up (by staff or by an offer), with what its e-mail needs. */
export interface Convocada {
  idInscricao: number;
  idConvocacao: number;
  prazo: string;
  idUsuario: number;
  /** The name the candidate uses, social name first (decision 1550): the e-mail greets them by it. */
  nome: string;
  email: string;
  curso: string;
}

/** Seats a class got back from its expired call-ups. */
export interface VagasDevolvidas {
  idTurma: number;
  n: number;
}

export interface Movimento {
  prazo: Date;
  autor: number | null;
  motivo: string;
}

/** Statements of the call-up cycle (decision 1500) and of its sweep, each run inside the service's transaction. */
export class RepositorioDeConvocacoes extends Repositorio {
  /** The API's "now" (database clock + test offset) as an instant. */
  async agora(): Promise<Date> {
    const [linha] = await this.db.query<{ agora: string }>(
      `SELECT ${instanteIso('agora_da_api()')} AS agora`,
    );
    return new Date(linha!.agora);
  }

  /**
   * Locks the class's 'Ativa' enrolments, the chosen ones (ids) or all (null), in enrolment order; a row another
   * transaction is changing is waited for and read again, so a cancelled one is not returned.
   */
  async bloquearAtivasDaTurma(idTurma: number, ids: number[] | null): Promise<number[]> {
    const linhas = await this.db.query<{ id: number }>(
      `SELECT i.id FROM inscricao i
        WHERE i.id_turma_principal = $1 AND i.id_status_inscricao = 1 AND ($2::integer[] IS NULL OR i.id = ANY($2::integer[]))
        ORDER BY i.data_inscricao, i.id FOR UPDATE`,
      [idTurma, ids],
    );
    return linhas.map((l) => l.id);
  }

  /** Calls up the given 'Ativa' enrolments (already locked): status 3, one call-up each, same deadline. */
  async convocarAtivas(ids: number[], m: Movimento): Promise<Convocada[]> {
    const sql = convocarLinhas(
      'SELECT i.id FROM inscricao i WHERE i.id = ANY($5::integer[]) AND i.id_status_inscricao = 1 ORDER BY i.data_inscricao, i.id',
    );
    return this.db.query<Convocada>(sql, [m.prazo.toISOString(), m.autor, 1, m.motivo, ids]);
  }

  /**
   * Locks the class row and answers its free seats (vagas − ocupadas). FOR NO KEY UPDATE, the lock an UPDATE of the
   * seats takes: a caller that already updated the row (freed a seat) keeps the same lock instead of upgrading it,
   * and an upgrade while another transaction waits for the row is a deadlock (seen in the race test).
   */
  async bloquearVagasLivres(idTurma: number): Promise<number> {
    const [linha] = await this.db.query<{ livres: number }>(
      'SELECT vagas - vagas_ocupadas AS livres FROM turma WHERE id = $1 FOR NO KEY UPDATE',
      [idTurma],
    );
    return Math.max(0, linha?.livres ?? 0);
  }

  /**
   * Offers up to `quantas` seats to the first waiting enrolments (status 6, arrival order): they become 'Convocada'
   * and take the seats. A waiting row another transaction holds (its owner cancelling) is skipped, not waited for.
   * The class row must already be locked (bloquearVagasLivres).
   */
  async oferecerAosPrimeiros(idTurma: number, quantas: number, m: Movimento): Promise<Convocada[]> {
    const sql =
      convocarLinhas(`SELECT i.id FROM inscricao i WHERE i.id_turma_principal = $5 AND i.id_status_inscricao = 6
         ORDER BY i.data_inscricao, i.id LIMIT $6 FOR UPDATE SKIP LOCKED`);
    const convocadas = await this.db.query<Convocada>(sql, [
      m.prazo.toISOString(),
      m.autor,
      6,
      m.motivo,
      idTurma,
      quantas,
    ]);
    if (convocadas.length) {
      await this.db.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas + $2 WHERE id = $1', [
        idTurma,
        convocadas.length,
      ]);
    }
    return convocadas;
  }

  /**
   * Expires up to `limite` call-ups past their deadline (status 3 → 7, audited, author: the system), skipping rows
   * another process holds; answers how many seats each class got back, in class order.
   */
  async expirarVencidas(limite: number, motivo: string): Promise<VagasDevolvidas[]> {
    return this.db.query<VagasDevolvidas>(
      `WITH vencidas AS (
           SELECT i.id FROM inscricao i JOIN convocacao c ON c.id = i.id_convocacao
            WHERE i.id_status_inscricao = 3 AND c.prazo < agora_da_api()
            ORDER BY c.prazo, i.id LIMIT $1 FOR UPDATE OF i SKIP LOCKED),
         mudadas AS (
           UPDATE inscricao i SET id_status_inscricao = 7, atualizado_em = now() FROM vencidas v
            WHERE i.id = v.id AND i.id_status_inscricao = 3 RETURNING i.id, i.id_turma_principal),
         auditoria AS (
           INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
           SELECT id, 3, 7, id_turma_principal, NULL, $2 FROM mudadas)
         SELECT id_turma_principal AS "idTurma", count(*)::int AS n FROM mudadas GROUP BY 1 ORDER BY 1`,
      [limite, motivo],
    );
  }

  /** Gives seats back to a class (never below zero: the CHECK on turma is the last line of defence). */
  async devolverVagas(idTurma: number, n: number): Promise<void> {
    await this.db.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas - $2 WHERE id = $1', [idTurma, n]);
  }

  /** Classes with a free seat and someone waiting: a seat freed while a waiting row was being written (rare race). */
  async turmasComVagaEEspera(limite: number): Promise<number[]> {
    const linhas = await this.db.query<{ id: number }>(
      `SELECT t.id FROM turma t
          WHERE t.vagas_ocupadas < t.vagas
            AND EXISTS (SELECT 1 FROM inscricao i WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = 6)
          ORDER BY t.id LIMIT $1`,
      [limite],
    );
    return linhas.map((l) => l.id);
  }

  /** The call-up's deadline and whether it has passed by the API's clock. */
  async prazo(idConvocacao: number): Promise<{ prazo: string; vencida: boolean } | undefined> {
    const [linha] = await this.db.query<{ prazo: string; vencida: boolean }>(
      `SELECT ${instanteIso('prazo')} AS prazo, prazo < agora_da_api() AS vencida FROM convocacao WHERE id = $1`,
      [idConvocacao],
    );
    return linha;
  }

  /** The enrolment's status changes, oldest first (inscricao_auditoria). */
  async linhaDoTempo(idInscricao: number): Promise<{ status: number; em: string; motivo: string }[]> {
    return this.db.query(
      `SELECT status_novo AS status, ${instanteIso('em')} AS em, motivo
         FROM inscricao_auditoria WHERE id_inscricao = $1 ORDER BY id`,
      [idInscricao],
    );
  }
}
