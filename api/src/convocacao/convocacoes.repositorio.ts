import type { Executor } from '../db/types.js';
import {
  devolverVagasDaTurma,
  expirarConvocacoesVencidas,
  lerTurmasComVagaEEspera,
  type VagasDevolvidas,
} from './expiracao-das-convocacoes.repositorio.js';
import { instanteIso } from '../db/sql/instante.js';
import { convocarLinhas } from './convocacao.sql.js';

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

export interface Movimento {
  prazo: Date;
  autor: number | null;
  motivo: string;
}

/** Statements of the call-up cycle (decision 1500), each run inside the service's transaction. */
export class RepositorioDeConvocacoes {
  constructor(private readonly db: Executor) {}

  /** The API's "now" (database clock + test offset) as an instant. */
  async agora(tx: Executor = this.db): Promise<Date> {
    const [linha] = await tx.query<{ agora: string }>(`SELECT ${instanteIso('agora_da_api()')} AS agora`);
    return new Date(linha!.agora);
  }

  /**
   * Locks the class's 'Ativa' enrolments, the chosen ones (ids) or all (null), in enrolment order; a row another
   * transaction is changing is waited for and read again, so a cancelled one is not returned.
   */
  async bloquearAtivasDaTurma(tx: Executor, idTurma: number, ids: number[] | null): Promise<number[]> {
    const linhas = await tx.query<{ id: number }>(
      `SELECT i.id FROM inscricao i
        WHERE i.id_turma_principal = $1 AND i.id_status_inscricao = 1 AND ($2::integer[] IS NULL OR i.id = ANY($2::integer[]))
        ORDER BY i.data_inscricao, i.id FOR UPDATE`,
      [idTurma, ids],
    );
    return linhas.map((l) => l.id);
  }

  /** Calls up the given 'Ativa' enrolments (already locked): status 3, one call-up each, same deadline. */
  async convocarAtivas(tx: Executor, ids: number[], m: Movimento): Promise<Convocada[]> {
    const sql = convocarLinhas(
      'SELECT i.id FROM inscricao i WHERE i.id = ANY($5::integer[]) AND i.id_status_inscricao = 1 ORDER BY i.data_inscricao, i.id',
    );
    return tx.query<Convocada>(sql, [m.prazo.toISOString(), m.autor, 1, m.motivo, ids]);
  }

  /**
   * Locks the class row and answers its free seats (vagas − ocupadas). FOR NO KEY UPDATE, the lock an UPDATE of the
   * seats takes: a caller that already updated the row (freed a seat) keeps the same lock instead of upgrading it,
   * and an upgrade while another transaction waits for the row is a deadlock (seen in the race test).
   */
  async bloquearVagasLivres(tx: Executor, idTurma: number): Promise<number> {
    const [linha] = await tx.query<{ livres: number }>(
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
  async oferecerAosPrimeiros(
    tx: Executor,
    idTurma: number,
    quantas: number,
    m: Movimento,
  ): Promise<Convocada[]> {
    const sql =
      convocarLinhas(`SELECT i.id FROM inscricao i WHERE i.id_turma_principal = $5 AND i.id_status_inscricao = 6
         ORDER BY i.data_inscricao, i.id LIMIT $6 FOR UPDATE SKIP LOCKED`);
    const convocadas = await tx.query<Convocada>(sql, [
      m.prazo.toISOString(),
      m.autor,
      6,
      m.motivo,
      idTurma,
      quantas,
    ]);
    if (convocadas.length) {
      await tx.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas + $2 WHERE id = $1', [
        idTurma,
        convocadas.length,
      ]);
    }
    return convocadas;
  }

  // The sweep's statements live in expiracao-das-convocacoes.repositorio.ts; the service reaches them through this class.
  async expirarVencidas(tx: Executor, limite: number, motivo: string): Promise<VagasDevolvidas[]> {
    return expirarConvocacoesVencidas(tx, limite, motivo);
  }

  async devolverVagas(tx: Executor, idTurma: number, n: number): Promise<void> {
    await devolverVagasDaTurma(tx, idTurma, n);
  }

  async turmasComVagaEEspera(limite: number): Promise<number[]> {
    return lerTurmasComVagaEEspera(this.db, limite);
  }

  /** The call-up's deadline and whether it has passed by the API's clock. */
  async prazo(tx: Executor, idConvocacao: number): Promise<{ prazo: string; vencida: boolean } | undefined> {
    const [linha] = await tx.query<{ prazo: string; vencida: boolean }>(
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
