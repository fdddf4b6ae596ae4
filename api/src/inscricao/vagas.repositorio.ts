import { type FormatoCurso } from '@portal/contracts';
import { Repositorio } from '../db/repositorio.js';
import { TURMA_ABERTA } from '../db/sql/turma.js';

export interface TurmaParaInscricao {
  id: number;
  id_modalidade: number;
  formato: FormatoCurso;
  aberta: boolean;
}

/** The class `turma` (a placeholder) with its programme and whether it still takes enrolments (also read by contexto-da-inscricao.repositorio.ts). */
export const consultaDaTurmaParaInscricao = (turma: string) =>
  `SELECT t.id, c.id_modalidade, c.formato, (${TURMA_ABERTA}) AS aberta
   FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
  WHERE t.id = ${turma}`;

/** Seat accounting of a class (table turma): the conditional updates keep `vagas_ocupadas` within `vagas`. */
export class RepositorioDeVagas extends Repositorio {
  /** The class with its programme and whether it still takes enrolments; undefined when absent. */
  async turmaParaInscricao(idTurma: number): Promise<TurmaParaInscricao | undefined> {
    const [turma] = await this.db.query<TurmaParaInscricao>(consultaDaTurmaParaInscricao('$1'), [idTurma]);
    return turma;
  }

  /**
   * Takes one seat with a conditional UPDATE: the row lock serialises concurrent takers and the WHERE is re-checked
   * after the wait, so the last seat goes to exactly one of them (the CHECK on turma is the last line of defence).
   * False when the class is full or closed.
   */
  async ocupar(idTurma: number): Promise<boolean> {
    const linhas = await this.db.query(
      `UPDATE turma t SET vagas_ocupadas = vagas_ocupadas + 1
        WHERE id = $1 AND ${TURMA_ABERTA} AND vagas_ocupadas < vagas RETURNING id`,
      [idTurma],
    );
    return linhas.length > 0;
  }

  async liberar(idTurma: number): Promise<void> {
    await this.db.query(
      'UPDATE turma SET vagas_ocupadas = vagas_ocupadas - 1 WHERE id = $1 AND vagas_ocupadas > 0',
      [idTurma],
    );
  }

  /**
   * Two moves in opposite directions (A→B and B→A) would each hold one class and wait for the other; locking both
   * rows in id order first makes the second wait instead of deadlocking.
   */
  async bloquearTurmasEmOrdem(ids: number[]): Promise<void> {
    await this.db.query('SELECT id FROM turma WHERE id = ANY($1::integer[]) ORDER BY id FOR UPDATE', [ids]);
  }
}
