import type { Executor } from '../db/types.js';

/** The enrolment row as the rules need it, locked for the rest of the transaction. */
export interface InscricaoBloqueada {
  id: number;
  id_usuario: number;
  id_turma_principal: number;
  id_modalidade: number;
  id_status_inscricao: number;
  id_convocacao: number | null;
}

/** Statements of the enrolment changes, each run inside the service's transaction (`tx`). */

export async function bloquearInscricao(tx: Executor, id: number): Promise<InscricaoBloqueada | undefined> {
  const [linha] = await tx.query<InscricaoBloqueada>(
    `SELECT id, id_usuario, id_turma_principal, id_modalidade, id_status_inscricao, id_convocacao
       FROM inscricao WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return linha;
}

export async function mudarStatus(tx: Executor, id: number, novo: number): Promise<void> {
  await tx.query('UPDATE inscricao SET id_status_inscricao = $2, atualizado_em = now() WHERE id = $1', [
    id,
    novo,
  ]);
}

/** A null format keeps the one the enrolment has (same course). */
export async function trocarTurmas(
  tx: Executor,
  id: number,
  turmas: { principal: number; opcao: number | null; formato: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE inscricao SET id_turma_principal = $2, id_turma_opcao = $3, formato_curso = coalesce($4, formato_curso),
            atualizado_em = now() WHERE id = $1`,
    [id, turmas.principal, turmas.opcao, turmas.formato],
  );
}

/** The cancellation notice the candidate has (true) or has not yet (false) dismissed. */
export async function marcarAvisoDeCancelamento(tx: Executor, id: number, visto: boolean): Promise<void> {
  await tx.query('UPDATE inscricao SET aviso_cancelamento_visto = $2, atualizado_em = now() WHERE id = $1', [
    id,
    visto,
  ]);
}

export async function auditar(
  tx: Executor,
  registro: {
    idInscricao: number;
    anterior: number | null;
    novo: number;
    idTurma: number;
    autor: number;
    motivo: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO inscricao_auditoria (id_inscricao, status_anterior, status_novo, id_turma, id_autor, motivo)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      registro.idInscricao,
      registro.anterior,
      registro.novo,
      registro.idTurma,
      registro.autor,
      registro.motivo,
    ],
  );
}
