import type { Executor } from '../db/types.js';

// The statements of the call-up sweep (ServicoDeConvocacao.varrer), read through RepositorioDeConvocacoes.

/** Seats a class got back from its expired call-ups. */
export interface VagasDevolvidas {
  idTurma: number;
  n: number;
}

/**
 * Expires up to `limite` call-ups past their deadline (status 3 → 7, audited, author: the system), skipping rows
 * another process holds; answers how many seats each class got back, in class order.
 */
export async function expirarConvocacoesVencidas(
  tx: Executor,
  limite: number,
  motivo: string,
): Promise<VagasDevolvidas[]> {
  return tx.query<VagasDevolvidas>(
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
export async function devolverVagasDaTurma(tx: Executor, idTurma: number, n: number): Promise<void> {
  await tx.query('UPDATE turma SET vagas_ocupadas = vagas_ocupadas - $2 WHERE id = $1', [idTurma, n]);
}

/** Classes with a free seat and someone waiting: a seat freed while a waiting row was being written (rare race). */
export async function lerTurmasComVagaEEspera(db: Executor, limite: number): Promise<number[]> {
  const linhas = await db.query<{ id: number }>(
    `SELECT t.id FROM turma t
        WHERE t.vagas_ocupadas < t.vagas
          AND EXISTS (SELECT 1 FROM inscricao i WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = 6)
        ORDER BY t.id LIMIT $1`,
    [limite],
  );
  return linhas.map((l) => l.id);
}
